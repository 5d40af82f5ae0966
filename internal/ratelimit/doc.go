// Package ratelimit holds the product's abuse limits in PostgreSQL, so every
// API replica enforces the same ones: token buckets keyed per address (an
// IPv6 client by its /64, AddressKey), e-mail or user (Limiter), and
// concurrency slots such as open streams per user (Slots). Two replicas never
// double a limit; a replica that dies leaves no slot taken for longer than a
// lease.
package ratelimit
