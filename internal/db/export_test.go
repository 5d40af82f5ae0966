package db

// Provider exposes the migration provider to the external tests, which may
// import testdb (testdb imports this package).
var Provider = provider
