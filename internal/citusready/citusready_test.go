package citusready_test

import (
	"context"
	"log/slog"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgx/v5/stdlib"
	"github.com/pressly/goose/v3"

	"knowledgestack/internal/citusready"
	"knowledgestack/internal/db"
	"knowledgestack/internal/testdb"
	"knowledgestack/migrations"
)

// TestMigratedSchemaIsReadyForCitus is the rule over the real migrations
// (the product's and River's): every table can be distributed by
// workspace_id, made a reference table or kept on the coordinator (ADR 0059).
func TestMigratedSchemaIsReadyForCitus(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	pool := testdb.New(t)
	findings, err := citusready.Check(ctx, pool)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range findings {
		t.Errorf("%s", f)
	}
	rows, err := pool.Query(ctx, `SELECT DISTINCT table_name FROM information_schema.columns
		WHERE table_schema = 'public' AND column_name = 'workspace_id'`)
	if err != nil {
		t.Fatal(err)
	}
	names, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	var distributed int
	for _, name := range names {
		_, ref := citusready.Reference[name]
		_, loc := citusready.CoordinatorLocal[name]
		if !ref && !loc {
			distributed++
		}
	}
	if distributed < 25 {
		t.Fatalf("only %d tenant tables; is the database migrated?", distributed)
	}
	t.Logf("%d tenant tables to distribute by workspace_id; %d reference and %d coordinator-local tables named",
		distributed, len(citusready.Reference), len(citusready.CoordinatorLocal))
}

// TestCheckFindsBrokenMigrations applies one deliberately broken migration
// per case to a freshly migrated database and expects the check to name
// exactly the table and constraint it broke.
func TestCheckFindsBrokenMigrations(t *testing.T) {
	cases := []struct {
		name, ddl string
		want      []string // "table: object: problem fragment"
	}{
		{"primary key without workspace_id", `
			CREATE TABLE document_notes (id uuid PRIMARY KEY, workspace_id uuid NOT NULL REFERENCES workspaces (id), body text)`,
			[]string{"document_notes: document_notes_pkey: constraint PRIMARY KEY (id) does not include workspace_id"}},
		{"unique constraint without workspace_id", `
			ALTER TABLE documents ADD CONSTRAINT documents_url_key UNIQUE (url)`,
			[]string{"documents: documents_url_key: constraint UNIQUE (url) does not include workspace_id"}},
		{"partial unique index without workspace_id", `
			CREATE UNIQUE INDEX chats_one_untitled_idx ON chats (user_id) WHERE title = ''`,
			[]string{"chats: chats_one_untitled_idx: unique index CREATE UNIQUE INDEX chats_one_untitled_idx ON public.chats USING btree (user_id)"}},
		{"foreign key by id alone", `
			CREATE UNIQUE INDEX documents_id_idx ON documents (id);
			CREATE TABLE document_notes (workspace_id uuid NOT NULL REFERENCES workspaces (id),
				document_id uuid NOT NULL REFERENCES documents (id), PRIMARY KEY (workspace_id, document_id))`,
			[]string{
				"document_notes: document_notes_document_id_fkey: FOREIGN KEY (document_id) REFERENCES documents(id) does not pair workspace_id",
				"documents: documents_id_idx: unique index",
			}},
		{"foreign key pairing workspace_id with another column", `
			CREATE TABLE document_notes (workspace_id uuid NOT NULL, owner uuid NOT NULL, document_id uuid NOT NULL,
				PRIMARY KEY (workspace_id, document_id),
				FOREIGN KEY (owner, document_id) REFERENCES documents (workspace_id, id))`,
			[]string{"document_notes: document_notes_owner_document_id_fkey: FOREIGN KEY (owner, document_id) REFERENCES documents(workspace_id, id) does not pair"}},
		{"set null clearing workspace_id", `
			ALTER TABLE model_calls DROP CONSTRAINT model_calls_turn_id_fkey,
				ADD CONSTRAINT model_calls_turn_id_fkey FOREIGN KEY (workspace_id, turn_id) REFERENCES turns (workspace_id, id) ON DELETE SET NULL`,
			[]string{"model_calls: model_calls_turn_id_fkey: FOREIGN KEY (workspace_id, turn_id) REFERENCES turns(workspace_id, id) ON DELETE SET NULL would clear workspace_id"}},
		{"table in neither list", `
			CREATE TABLE feature_flags (name text PRIMARY KEY, enabled boolean NOT NULL)`,
			[]string{"feature_flags: has no workspace_id and is named in neither citusready.Reference nor citusready.CoordinatorLocal"}},
		{"nullable workspace_id", `
			CREATE TABLE chat_tags (workspace_id uuid REFERENCES workspaces (id), chat_id uuid NOT NULL, tag text NOT NULL,
				UNIQUE (workspace_id, chat_id, tag))`,
			[]string{"chat_tags: has no primary key", "chat_tags: workspace_id: is nullable"}},
		{"tenant table without a primary key", `
			CREATE TABLE search_clicks (workspace_id uuid NOT NULL REFERENCES workspaces (id), chunk_id uuid NOT NULL)`,
			[]string{"search_clicks: has no primary key"}},
		{"global table pointing into a tenant table", `
			ALTER TABLE sessions ADD COLUMN chat_id uuid,
				ADD CONSTRAINT sessions_chat_fkey FOREIGN KEY (workspace_id, chat_id) REFERENCES chats (workspace_id, id)`,
			[]string{"sessions: sessions_chat_fkey: FOREIGN KEY (workspace_id, chat_id) REFERENCES chats(workspace_id, id) points from coordinator-local table sessions at the distributed table chats"}},
		{"trigger notifying from a shard", `
			CREATE FUNCTION chats_notify() RETURNS trigger LANGUAGE plpgsql AS $$
			BEGIN PERFORM pg_notify('ks_chats', NEW.id::text); RETURN NULL; END $$;
			CREATE TRIGGER chats_notify AFTER INSERT ON chats FOR EACH ROW EXECUTE FUNCTION chats_notify()`,
			[]string{"chats: chats_notify: function chats_notify sends a NOTIFY"}},
		{"trigger writing a coordinator-local table through a called function", `
			CREATE FUNCTION count_session(u uuid) RETURNS void LANGUAGE sql AS $$
				UPDATE sessions SET last_seen_at = now() WHERE user_id = u $$;
			CREATE FUNCTION chats_touch_session() RETURNS trigger LANGUAGE plpgsql AS $$
			BEGIN PERFORM count_session(NEW.user_id); RETURN NEW; END $$;
			CREATE TRIGGER chats_touch_session BEFORE INSERT ON chats FOR EACH ROW EXECUTE FUNCTION chats_touch_session()`,
			[]string{"chats: chats_touch_session: function chats_touch_session writes sessions, a coordinator-local table"}},
		{"statement-level trigger joining its transition table with another tenant table", `
			CREATE FUNCTION turns_touch_chats() RETURNS trigger LANGUAGE plpgsql AS $$
			BEGIN
				UPDATE chats c SET updated_at = now() FROM new_turns n WHERE c.workspace_id = n.workspace_id AND c.id = n.chat_id;
				RETURN NULL;
			END $$;
			CREATE TRIGGER turns_touch_chats AFTER INSERT ON turns REFERENCING NEW TABLE AS new_turns
				FOR EACH STATEMENT EXECUTE FUNCTION turns_touch_chats()`,
			[]string{"turns: turns_touch_chats: statement-level trigger whose function turns_touch_chats writes chats"}},
		{"trigger writing a reference table", `
			CREATE FUNCTION chats_rename_workspace() RETURNS trigger LANGUAGE plpgsql AS $$
			BEGIN UPDATE workspaces SET name = NEW.title WHERE id = NEW.workspace_id; RETURN NULL; END $$;
			CREATE TRIGGER chats_rename_workspace AFTER UPDATE ON chats FOR EACH ROW EXECUTE FUNCTION chats_rename_workspace()`,
			[]string{"chats: chats_rename_workspace: function chats_rename_workspace writes the reference table workspaces"}},
		{"trigger running dynamic SQL", `
			CREATE FUNCTION chats_dynamic() RETURNS trigger LANGUAGE plpgsql AS $$
			BEGIN EXECUTE 'SELECT 1'; RETURN NULL; END $$;
			CREATE TRIGGER chats_dynamic AFTER INSERT ON chats FOR EACH ROW EXECUTE FUNCTION chats_dynamic()`,
			[]string{"chats: chats_dynamic: function chats_dynamic runs dynamic SQL"}},
		{"tenant table pointing at a coordinator-local table", `
			ALTER TABLE chats ADD COLUMN session_id uuid REFERENCES sessions (id)`,
			[]string{"chats: chats_session_id_fkey: FOREIGN KEY (session_id) REFERENCES sessions(id) points at sessions, a coordinator-local table"}},
	}
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	before, err := citusready.Check(ctx, testdb.New(t))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			pool := testdb.New(t)
			if _, err := pool.Exec(ctx, c.ddl); err != nil {
				t.Fatalf("broken migration did not apply: %v", err)
			}
			after, err := citusready.Check(ctx, pool)
			if err != nil {
				t.Fatal(err)
			}
			got := added(before, after)
			if len(got) != len(c.want) {
				t.Fatalf("the broken migration gave %d new findings, want %d:\n%s", len(got), len(c.want), strings.Join(got, "\n"))
			}
			for i, w := range c.want {
				if !strings.HasPrefix(got[i], w) {
					t.Errorf("finding %d:\n got %s\nwant %s…", i, got[i], w)
				}
			}
			t.Logf("reported: %s", strings.Join(got, "\n"))
		})
	}
}

// TestSchemaBeforeTheKeysMigrationFails runs the check on the real
// migrations up to the one that put workspace_id into every key (00390): the
// schema as it was must fail, naming the keys that migration rewrote.
func TestSchemaBeforeTheKeysMigrationFails(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	pool := migratedTo(t, ctx, 389)
	findings, err := citusready.Check(ctx, pool)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range findings {
		got = append(got, f.Table+": "+f.Object)
	}
	for _, want := range []string{
		"documents: documents_pkey",
		"documents: documents_source_id_external_id_key",
		"document_chunks: document_chunks_document_id_chunk_index_key",
		"document_chunks: document_chunks_document_id_fkey",
		"turns: turns_one_running_idx",
		"slack_installations: slack_installations_pkey",
		"api_tokens: api_tokens_token_hash_key",
	} {
		if !slices.Contains(got, want) {
			t.Errorf("the old schema's %s was not reported", want)
		}
	}
	t.Logf("%d findings on the schema before 00390", len(findings))
}

// TestTriggersBeforeTheTriggersMigrationFail runs the check on the real
// migrations before 00430 (ADR 0064): the frames notification, the token
// totals and the statement-level readers triggers of ADR 0058 are reported;
// the row-level readers triggers, pinned to their row's workspace, are not.
func TestTriggersBeforeTheTriggersMigrationFail(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	pool := migratedTo(t, ctx, 429)
	findings, err := citusready.Check(ctx, pool)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, f := range findings {
		got = append(got, f.String())
	}
	for _, want := range []string{
		"turn_frames: turn_frames_notify: function turn_frames_notify sends a NOTIFY",
		"model_calls: model_calls_token_usage: function token_usage_count writes account_token_usage, a coordinator-local table",
		"model_calls: model_calls_token_usage: statement-level trigger whose function token_usage_count writes token_usage",
		"document_access: document_access_inserted: statement-level trigger whose function ks_access_changed writes documents",
		"document_access: document_access_deleted: statement-level trigger whose function ks_access_changed writes documents",
		"document_access: document_access_updated: statement-level trigger whose function ks_access_changed writes documents",
		"source_members: source_members_inserted: statement-level trigger whose function ks_source_access_changed writes documents",
		"source_members: source_members_deleted: statement-level trigger whose function ks_source_access_changed writes documents",
	} {
		if !slices.ContainsFunc(got, func(g string) bool { return strings.HasPrefix(g, want) }) {
			t.Errorf("not reported: %s…", want)
		}
	}
	for _, g := range got {
		for _, ok := range []string{"documents_readers_on_insert", "document_chunks_readers_on_insert", "documents_readers_to_chunks",
			"sources_access_changed", "source_credentials_grantor_changed", "sources_default_visibility"} {
			if strings.Contains(g, ": "+ok+": ") {
				t.Errorf("a row-level trigger pinned to its row's workspace was reported: %s", g)
			}
		}
	}
	t.Logf("%d findings on the schema before 00430:\n%s", len(findings), strings.Join(got, "\n"))
}

// migratedTo returns a pool on a fresh database with the real migrations
// applied up to and including version.
func migratedTo(t *testing.T, ctx context.Context, version int64) *pgxpool.Pool {
	t.Helper()
	empty := testdb.Template(t, "ks_template_empty", func(context.Context, string) error { return nil })
	pool, err := db.Open(ctx, testdb.Clone(t, empty), 4)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(pool.Close)
	sqlDB := stdlib.OpenDBFromPool(pool)
	defer sqlDB.Close()
	p, err := goose.NewProvider(goose.DialectPostgres, sqlDB, migrations.FS, goose.WithAllowOutofOrder(true))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := p.UpTo(ctx, version); err != nil {
		t.Fatal(err)
	}
	return pool
}

// added lists the findings of after that before did not have, as strings.
func added(before, after []citusready.Finding) []string {
	var out []string
	for _, f := range after {
		if !slices.Contains(before, f) {
			out = append(out, f.String())
		}
	}
	return out
}

// TestKeysMigrationKeepsRows fills the schema before 00390 and migrates: every
// row stays, the rewritten foreign keys still cascade, and SET NULL (turn_id)
// clears the turn but keeps the row's workspace.
func TestKeysMigrationKeepsRows(t *testing.T) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	pool := migratedTo(t, ctx, 389)
	var ws, user, src, doc, chat, turn string
	row := func(dest *string, sql string, args ...any) {
		t.Helper()
		if err := pool.QueryRow(ctx, sql, args...).Scan(dest); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
	}
	row(&ws, `INSERT INTO workspaces (name, slug, join_code) VALUES ('w', 'w', 'ABCDEFGHJKMNP') RETURNING id`)
	row(&user, `INSERT INTO users (email) VALUES ('a@example.com') RETURNING id`)
	row(&src, `INSERT INTO sources (workspace_id, provider, external_id, name) VALUES ($1, 'upload', 'u', 'u') RETURNING id`, ws)
	row(&doc, `INSERT INTO documents (workspace_id, source_id, external_id, last_seen_at) VALUES ($1, $2, 'd', now()) RETURNING id`, ws, src)
	row(&chat, `INSERT INTO chats (workspace_id, user_id) VALUES ($1, $2) RETURNING id`, ws, user)
	row(&turn, `INSERT INTO turns (workspace_id, chat_id, user_id, seq, question, model_id) VALUES ($1, $2, $3, 1, 'q', 'm') RETURNING id`, ws, chat, user)
	if _, err := pool.Exec(ctx, `INSERT INTO document_chunks (workspace_id, document_id, chunk_index, content, token_count, content_hash, embedding_model, embedding)
		SELECT $1, $2, i, 'text', 1, 'h', 'm', '[1,2,3]' FROM generate_series(0, 9) i`, ws, doc); err != nil {
		t.Fatal(err)
	}
	if _, err := pool.Exec(ctx, `INSERT INTO model_calls (workspace_id, turn_id, model, started_at, duration_ms, outcome)
		VALUES ($1, $2, 'm', now(), 1, 'ok')`, ws, turn); err != nil {
		t.Fatal(err)
	}
	if err := db.Migrate(ctx, pool, slog.New(slog.DiscardHandler)); err != nil {
		t.Fatal(err)
	}
	count := func(sql string) int {
		t.Helper()
		var n int
		if err := pool.QueryRow(ctx, sql, ws).Scan(&n); err != nil {
			t.Fatalf("%s: %v", sql, err)
		}
		return n
	}
	if n := count(`SELECT count(*) FROM document_chunks WHERE workspace_id = $1`); n != 10 {
		t.Fatalf("%d chunks after the migration, want 10", n)
	}
	if _, err := pool.Exec(ctx, `DELETE FROM turns WHERE workspace_id = $1 AND id = $2`, ws, turn); err != nil {
		t.Fatal(err)
	}
	if n := count(`SELECT count(*) FROM model_calls WHERE workspace_id = $1 AND turn_id IS NULL`); n != 1 {
		t.Errorf("%d model calls kept their workspace with the turn cleared, want 1", n)
	}
	if _, err := pool.Exec(ctx, `DELETE FROM sources WHERE workspace_id = $1 AND id = $2`, ws, src); err != nil {
		t.Fatal(err)
	}
	if n := count(`SELECT (SELECT count(*) FROM documents WHERE workspace_id = $1) + (SELECT count(*) FROM document_chunks WHERE workspace_id = $1)`); n != 0 {
		t.Errorf("%d documents and chunks left after their source was deleted, want 0", n)
	}
}
