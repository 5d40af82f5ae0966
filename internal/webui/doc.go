// Package webui serves the single-page web app that Vite builds into dist/.
//
// The bundle is embedded at compile time, so cmd/web is one self-contained
// binary. When the bundle has not been built (dist/ holds only .keep), every
// page answers with a short HTML note telling the developer to run `make web`
// rather than a blank 404.
package webui
