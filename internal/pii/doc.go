// Package pii replaces personal data with typed placeholders before text
// leaves the process for a model, and puts the real values back into what
// the model answers.
//
// Why: a workspace may promise that names, e-mail addresses, phone numbers
// and account numbers of its documents and databases are never sent to the
// model provider (issue 16). The model still needs to tell values apart and
// refer to them, so each distinct value gets a stable placeholder such as
// ⟨PERSON_1⟩ or ⟨EMAIL_2⟩ (the same value, the same placeholder, for a whole
// conversation) instead of being blanked out; the answer the user reads has
// the real values back, even when a placeholder arrives split over several
// streamed pieces.
//
// Detection is deliberately boring and checkable: e-mail by pattern, phone
// numbers validated by github.com/nyaruka/phonenumbers (Google's
// libphonenumber metadata), IBANs by their mod-97 checksum and length per
// country, card numbers by Luhn and issuer prefix, IP addresses by net/netip,
// person names from shipped name lists plus a few capitalisation rules, and
// each workspace's own terms. Precision and recall are measured on a labelled
// sample in testdata (see sample_test.go and docs/adr/0025).
//
// The real values are secrets-grade: nothing here logs them, the audit keeps
// only counts per type, and the mapping lives in memory for one turn (it is
// re-derived from the conversation for the next one).
package pii
