// Package archmap holds only a test: that docs/architecture.md's package map
// names every package of the module (and no package that is gone), that its
// import table is what `go list` reports, and that the import rules the page
// states hold. The page is then a map that cannot drift: a new package or a
// new import shows up in review as a change of the page.
package archmap
