// Package httpclient is the HTTP edge shared by connectors: rate limit,
// retries, token refresh. A Transport sends one logical JSON call to a
// third-party API (Notion, Confluence), waiting on a rate limiter, retrying
// 429 (after Retry-After), 5xx and network errors with exponential backoff,
// and refreshing the OAuth token once when the provider answers 401. What
// differs between providers (rate, headers, error body shape) is an option.
package httpclient
