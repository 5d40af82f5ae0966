// Package gdrive is the Google Drive connector: a Drive v3 client on the
// shared provider transport (one retry policy; 403 userRateLimitExceeded is
// waited out like a 429), the content rules that turn Docs, Sheets, Slides
// and stored files into Markdown, and the pass.Connector of one chosen
// drive or folder. The first pass lists the folder tree with files.list;
// later passes read changes.list from the saved start page token and carry
// the unchanged documents forward without asking Google. The token moves
// only after the pass that read it has committed. See
// docs/adr/0028-google-drive.md.
package gdrive
