package gdrive

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/google/uuid"
	"golang.org/x/time/rate"

	"knowledgestack/internal/convert"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/httpclient/httpclienttest"
	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/pass"
)

// The fake My Drive, built from recorded file objects (ids, names, links
// as recorded; parents rewritten to make a tree):
//
//	My Drive (0AN1h4oAN_CPaUk9PVA, the recorded root)
//	├── Test Document for Update Permission Action   Doc: headings export
//	├── test-document.txt                            text/plain: the recorded Doc text export
//	└── Test Folder Nango 2/                         folder
//	    ├── Tables                                   Doc: tables export
//	    ├── Test Conditional Formatting              Sheet: prices.xlsx
//	    ├── Test PDF.pdf                             PDF: handbook.pdf
//	    ├── Untitled                                 application/json: skipped
//	    └── Decks/                                   folder
//	        └── Quarterly deck                       Slides: deck.pptx
//
// and a shared drive (the first recorded one) holding the recorded shared
// drive Doc, exported as the inline-formatting fixture.
const (
	myRoot   = "0AN1h4oAN_CPaUk9PVA"
	policies = "1gdUL2131fuKTwpx0s8DfyiyPpfDhzvrx"
	decks    = "1DecksFolderxxxxxxxxxxxxxxxxxxxx"
	docID    = "1dApZc-Y4F7D7JDB9vZhq2NmX31iM1oPM0e1yZp8LoIA"
	tablesID = "1TablesDocxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	sheetID  = "1VRwZyICLojCvYzyAVF0aSBaz7rmogTsmjD-ld0A12EI"
	pdfID    = "1MhzChRwJxAsOPiVZM8mr_z98ZfeO9kI4"
	jsonID   = "1m5Oz2yqnDOaF85IppdL8VF7g2-zWN6ex"
	textID   = "1ToQPMzkqgMDU_-oNktnGAdiENK2umr34"
	slidesID = "1SlidesDeckxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"
	sharedID = "0ANBaAC9ROv2CUk9PVA"
	sharedDo = "176asHkjHAnIU2JDukTXy9Jeqi-Nog-W46qALVHIfqWI"
)

type passFixture struct {
	*connectortest.Rig
	pass      *pass.Pass
	myDrive   uuid.UUID
	shared    uuid.UUID
	tokens    *httpclienttest.Tokens
	waits     *httpclienttest.Waits
	fake      *fakeDrive
	docTmpl   map[string]any
	folderTpl map[string]any
}

func at(f map[string]any, parentID string) map[string]any {
	f["parents"] = []any{parentID}
	return f
}

func newPassFixture(t *testing.T) *passFixture {
	t.Helper()
	fake, srv := newFakeDrive(t)
	fx := &passFixture{Rig: connectortest.NewRig(t, "gdrive", "123"), tokens: &httpclienttest.Tokens{Current: "ya29.test"}, waits: &httpclienttest.Waits{}, fake: fake}
	fx.docTmpl = recordedFile(t, MimeDoc)
	fx.folderTpl = recordedFile(t, MimeFolder)

	fake.put(at(connectortest.Clone(fx.docTmpl), myRoot), docExport(t, "headings-and-paragraphs"))
	fake.put(at(recordedFile(t, "text/plain"), myRoot), exportedText(t))
	fake.put(at(connectortest.Clone(fx.folderTpl), myRoot), nil)
	tables := connectortest.Clone(fx.docTmpl)
	tables["id"], tables["name"] = tablesID, "Tables"
	tables["webViewLink"] = "https://docs.google.com/document/d/" + tablesID + "/edit?usp=drivesdk"
	fake.put(at(tables, policies), docExport(t, "tables"))
	fake.put(at(recordedFile(t, MimeSheet), policies), connectortest.Testdata(t, "files/prices.xlsx"))
	fake.put(at(recordedFile(t, "application/pdf"), policies), connectortest.Testdata(t, "files/handbook.pdf"))
	fake.put(at(recordedFile(t, "application/json"), policies), []byte(`{"not":"indexed"}`))
	folder := connectortest.Clone(fx.folderTpl)
	folder["id"], folder["name"] = decks, "Decks"
	fake.put(at(folder, policies), nil)
	slides := connectortest.Clone(fx.docTmpl)
	slides["id"], slides["name"], slides["mimeType"] = slidesID, "Quarterly deck", MimeSlides
	slides["webViewLink"] = "https://docs.google.com/presentation/d/" + slidesID + "/edit?usp=drivesdk"
	fake.put(at(slides, decks), connectortest.Testdata(t, "files/deck.pptx"))
	fake.files[myRoot] = map[string]any{"id": myRoot, "name": "My Drive", "mimeType": MimeFolder}

	sharedFiles := connectortest.Nango(t, "nango/google-docs/documents-from-shared-drives.test.json", "/files")[0]["files"].([]any)
	sd := connectortest.Clone(sharedFiles[0].(map[string]any))
	sd["driveId"], sd["modifiedTime"] = sharedID, "2026-05-27T08:04:33.000Z"
	sd["webViewLink"] = "https://docs.google.com/document/d/" + sharedDo + "/edit?usp=drivesdk"
	fake.put(at(sd, sharedID), docExport(t, "inline-formatting"))

	for _, s := range []struct {
		dst *uuid.UUID
		cfg SourceConfig
	}{{&fx.myDrive, SourceConfig{Kind: KindMyDrive, RootID: myRoot, Name: "My Drive"}},
		{&fx.shared, SourceConfig{Kind: KindSharedDrive, RootID: sharedID, DriveID: sharedID, Name: "Last Test Drive"}}} {
		b, _ := json.Marshal(s.cfg)
		*s.dst = fx.Source(t, "123:"+s.cfg.RootID, s.cfg.Name, b)
	}

	conv, err := convert.New(convert.Options{})
	if err != nil {
		t.Fatal(err)
	}
	factory := NewFactory(fx.Pool, func(ws, id uuid.UUID) TokenSource { return fx.tokens }, FactoryOptions{
		Client:    Config{BaseURL: srv.URL, DirectoryURL: srv.URL, Limiter: rate.NewLimiter(rate.Inf, 1), Retry: httpclient.Retry{Sleep: fx.waits.Sleep}},
		Converter: conv,
	})
	fx.pass = connectortest.NewPass(t, fx.Pool, pass.Registry{Provider: factory})
	return fx
}

// exportedText is the recorded text/plain export of a Doc (a Node Buffer
// in Nango's fixture), standing in for a stored .txt file's bytes.
func exportedText(t testing.TB) []byte {
	resp := connectortest.Nango(t, "nango/google-docs/export-document.test.json",
		"/drive/v3/files/1Kj3d86Z-Sfd56YP4dImQ-ggMRyP2QZ_BRO33zOO224c/export")[0]
	raw, _ := resp["data"].([]any)
	out := make([]byte, len(raw))
	for i, v := range raw {
		out[i] = byte(v.(float64))
	}
	return out
}

func (fx *passFixture) docs(t *testing.T, src uuid.UUID) connectortest.Docs {
	t.Helper()
	return connectortest.ReadDocs(t, fx.Pool, fx.WS, src)
}

func (fx *passFixture) count(t *testing.T, sql string, args ...any) int {
	t.Helper()
	var n int
	if err := fx.Pool.QueryRow(context.Background(), sql, args...).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n
}

func (fx *passFixture) state(t *testing.T, src uuid.UUID) State {
	t.Helper()
	st, err := store{fx.Pool}.PeekState(context.Background(), fx.WS, src)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

func (fx *passFixture) run(t *testing.T, src uuid.UUID) pass.Result {
	t.Helper()
	res, err := fx.pass.Run(context.Background(), fx.WS, src)
	if err != nil || res.Outcome != pass.OutcomeCompleted {
		t.Fatalf("pass: %+v %v", res, err)
	}
	return res
}

func TestFullPass(t *testing.T) {
	fx := newPassFixture(t)
	res := fx.run(t, fx.myDrive)
	docs := fx.docs(t, fx.myDrive)
	want := []string{docID, textID, tablesID, sheetID, pdfID, slidesID}
	if len(docs) != len(want) || res.Indexed != len(want) || res.Failed != 0 {
		t.Fatalf("documents %v, result %+v", keys(docs), res)
	}
	for _, id := range want {
		d, ok := docs[id]
		if !ok || d.Status != "indexed" || d.Chunks == 0 {
			t.Fatalf("%s: %+v", id, d)
		}
		if !strings.HasPrefix(d.URL, "https://docs.google.com/") && !strings.HasPrefix(d.URL, "https://drive.google.com/") || !strings.Contains(d.URL, id) {
			t.Errorf("%s cites %q, not its webViewLink", id, d.URL)
		}
	}
	t.Run("a Doc keeps its headings and its table", func(t *testing.T) {
		if !strings.Contains(docs[docID].Text, "Another paragraph in the middle.") {
			t.Errorf("doc text: %s", docs[docID].Text)
		}
		headings := fx.count(t, `SELECT count(DISTINCT heading_path) FROM document_chunks c JOIN documents d ON d.id = c.document_id
			WHERE c.workspace_id = $1 AND d.workspace_id = $1 AND d.external_id = $2 AND heading_path LIKE '%Heading 3%'`, fx.WS, docID)
		if headings == 0 {
			t.Error("no chunk carries the Doc's heading path Heading 1 > Heading 2 > Heading 3")
		}
		if !strings.Contains(docs[tablesID].Text, "| Textual | 53 ") {
			t.Errorf("the Doc's table was not kept as a table:\n%s", docs[tablesID].Text)
		}
	})
	t.Run("a Sheet becomes tables per sheet, Slides one section per slide, a PDF its text", func(t *testing.T) {
		if !strings.Contains(docs[sheetID].Locations, "sheet") || !strings.Contains(docs[sheetID].Text, "|") {
			t.Errorf("sheet: %q %s", docs[sheetID].Locations, docs[sheetID].Text)
		}
		if !strings.Contains(docs[slidesID].Text, "Slide 2") && !strings.Contains(docs[slidesID].Locations, "slide") {
			t.Errorf("slides: %q %s", docs[slidesID].Locations, docs[slidesID].Text)
		}
		if !strings.Contains(docs[pdfID].Locations, "page") {
			t.Errorf("pdf has no page locations: %q", docs[pdfID].Locations)
		}
	})
	t.Run("an unsupported type is skipped and counted", func(t *testing.T) {
		if _, ok := docs[jsonID]; ok {
			t.Error("application/json was indexed")
		}
		c, err := store{fx.Pool}.counts(context.Background(), fx.WS, fx.myDrive)
		if err != nil || c.Skipped != 1 || c.Folders != 3 {
			t.Errorf("counts %+v %v", c, err)
		}
	})
	t.Run("the start page token is taken at the first full pass", func(t *testing.T) {
		if st := fx.state(t, fx.myDrive); st.Token != "2280" || st.Mode != ModeFull {
			t.Errorf("state %+v", st)
		}
	})
	t.Run("a shared drive source reads its drive", func(t *testing.T) {
		fx.run(t, fx.shared)
		sd := fx.docs(t, fx.shared)
		d, ok := sd[sharedDo]
		if len(sd) != 1 || !ok || !strings.Contains(d.Text, "**is bold**") || !strings.Contains(d.Text, "(https://github.com/)") {
			t.Fatalf("shared drive documents %v", sd)
		}
		for _, c := range fx.fake.calls.Of("/drive/v3/files ") {
			_ = c
		}
	})
}

func keys[V any](m map[string]V) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

var _ = errors.New
