// Package httpclient is the HTTP edge shared by every outbound call: one
// retry policy (Retry: jittered exponential backoff, Retry-After honoured,
// a cap on every wait), applied by the connectors' Transport and, as an
// http.RoundTripper (RetryTransport), by the OpenAI clients whose SDK
// retries are switched off. A Transport sends one logical JSON call to a
// third-party API (Notion, Confluence), waiting on a rate limiter, retrying
// under the policy, and refreshing the OAuth token once when the provider
// answers 401. What differs between providers (rate, headers, error body
// shape) is an option.
package httpclient
