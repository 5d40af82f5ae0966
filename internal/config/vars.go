package config

import (
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"
)

// Var is one environment variable, declared once: Load reads it with its
// parser, LogAttrs logs it (masked when Secret) and README.md's table of
// environment variables is generated from Vars (TestReadmeTableMatchesVars).
type Var struct {
	Name string
	// Default is the value when the variable is unset, as text the parser
	// reads ("" : none). A variable whose default depends on others says so
	// in DefaultDoc and computes it (defaultOf).
	Default    string
	DefaultDoc string
	// Secret variables are logged masked ("****" when set).
	Secret bool
	// Doc is what it does, as the README says it.
	Doc string

	defaultOf func(getenv func(string) string, c *Config) string
	// set parses v (the value, or the default) into c, reporting a
	// malformed value through r. Nil: read by another program or script
	// (cmd/web, scripts/db.sh), listed for the README.
	set func(r *reader, c *Config, v string)
	// log is the start-up log's attribute (nil: not logged).
	log func(c Config) slog.Attr
}

// ReadmeRow is the variable's row of README.md's table.
func (v Var) ReadmeRow() string {
	def := "—"
	switch {
	case v.DefaultDoc != "":
		def = v.DefaultDoc
	case v.Default != "":
		def = "`" + v.Default + "`"
	}
	doc := v.Doc
	if v.Secret {
		doc += " (secret: logged masked)"
	}
	return fmt.Sprintf("| `%s` | %s | %s |", v.Name, def, doc)
}

// attrName is the log attribute of a variable: its name in lower case.
func attrName(name string) string { return strings.ToLower(name) }

func text(name, def, doc string, field func(*Config) *string) Var {
	return Var{Name: name, Default: def, Doc: doc,
		set: func(_ *reader, c *Config, v string) { *field(c) = v },
		log: func(c Config) slog.Attr { return slog.String(attrName(name), *field(&c)) }}
}

func secret(name, doc string, field func(*Config) *string) Var {
	return Var{Name: name, Secret: true, Doc: doc,
		set: func(_ *reader, c *Config, v string) { *field(c) = v },
		log: func(c Config) slog.Attr { return slog.String(attrName(name), mask(*field(&c))) }}
}

// dsn is a database URL: logged with its password masked.
func dsn(name, defDoc, doc string, def func(getenv func(string) string) string, field func(*Config) *string) Var {
	return Var{Name: name, DefaultDoc: defDoc, Doc: doc,
		defaultOf: func(getenv func(string) string, _ *Config) string { return def(getenv) },
		set:       func(_ *reader, c *Config, v string) { *field(c) = v },
		log:       func(c Config) slog.Attr { return slog.String(attrName(name), maskURL(*field(&c))) }}
}

func list(name, def, doc string, field func(*Config) *[]string) Var {
	return Var{Name: name, Default: def, Doc: doc,
		set: func(_ *reader, c *Config, v string) { *field(c) = splitList(v) },
		log: func(c Config) slog.Attr { return slog.Any(attrName(name), *field(&c)) }}
}

func boolean(name, def, doc string, field func(*Config) *bool) Var {
	return Var{Name: name, Default: def, Doc: doc,
		set: func(r *reader, c *Config, v string) {
			*field(c) = parse(r, name, v, strconv.ParseBool, func(bool) bool { return true }, "must be true or false")
		},
		log: func(c Config) slog.Attr { return slog.Bool(attrName(name), *field(&c)) }}
}

func size(name, def, doc string, field func(*Config) *int64) Var {
	return Var{Name: name, Default: def, Doc: doc,
		set: func(r *reader, c *Config, v string) { *field(c) = nonNegative(r, name, v) },
		log: func(c Config) slog.Attr { return slog.Int64(attrName(name), *field(&c)) }}
}

func count(name, def, doc string, field func(*Config) *int) Var {
	return Var{Name: name, Default: def, Doc: doc,
		set: func(r *reader, c *Config, v string) { *field(c) = int(nonNegative(r, name, v)) },
		log: func(c Config) slog.Attr { return slog.Int(attrName(name), *field(&c)) }}
}

func duration(name, def, doc string, field func(*Config) *time.Duration) Var {
	return Var{Name: name, Default: def, Doc: doc,
		set: func(r *reader, c *Config, v string) {
			*field(c) = parse(r, name, v, time.ParseDuration, func(d time.Duration) bool { return d > 0 },
				"must be a positive duration such as 30s or 1h")
		},
		log: func(c Config) slog.Attr { return slog.Duration(attrName(name), *field(&c)) }}
}

// durationOrZero is duration allowing 0 (e.g. "0s": no grace at all).
func durationOrZero(name, def, doc string, field func(*Config) *time.Duration) Var {
	return Var{Name: name, Default: def, Doc: doc,
		set: func(r *reader, c *Config, v string) {
			*field(c) = parse(r, name, v, time.ParseDuration, func(d time.Duration) bool { return d >= 0 },
				"must be a duration such as 0s, 30s or 2m")
		},
		log: func(c Config) slog.Attr { return slog.Duration(attrName(name), *field(&c)) }}
}

// external is a variable another program or script reads (cmd/web,
// scripts/db.sh, the tests), listed for the README.
func external(name, defDoc, doc string) Var { return Var{Name: name, DefaultDoc: defDoc, Doc: doc} }

// computed gives v a default that depends on other variables (read first).
func computed(v Var, defDoc string, def func(getenv func(string) string, c *Config) string) Var {
	v.Default, v.DefaultDoc, v.defaultOf = "", defDoc, def
	return v
}

func nonNegative(r *reader, name, v string) int64 {
	return parse(r, name, v, func(v string) (int64, error) { return strconv.ParseInt(v, 10, 64) },
		func(n int64) bool { return n >= 0 }, "must be a non-negative integer")
}

// parse reads v with p; a value p rejects or valid refuses is reported as a
// problem of name saying why (one function, so every typed setting is read
// and refused the same way).
func parse[T any](r *reader, name, v string, p func(string) (T, error), valid func(T) bool, why string) T {
	x, err := p(v)
	if err != nil || !valid(x) {
		r.fail(name, why)
	}
	return x
}
