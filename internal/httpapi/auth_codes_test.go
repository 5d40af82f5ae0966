package httpapi_test

import (
	"slices"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"

	"knowledgestack/internal/auth"
)

// Every reason a provider sign-in can be refused with is in the contract's
// SignInErrorCode, from which the sign-in page's sentences are typed: a new
// code without a sentence fails this test or the frontend's compilation.
func TestSignInErrorCodesAreInTheContract(t *testing.T) {
	doc, err := openapi3.NewLoader().LoadFromFile("../../api/openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	schema := doc.Components.Schemas["SignInErrorCode"]
	if schema == nil || schema.Value == nil {
		t.Fatal("api/openapi.yaml has no SignInErrorCode schema")
	}
	var documented []string
	for _, v := range schema.Value.Enum {
		documented = append(documented, v.(string))
	}
	emitted := append(slices.Clone(auth.Codes), "rate_limited",
		auth.DisabledCode(auth.ProviderGoogle), auth.DisabledCode(auth.ProviderOIDC))
	slices.Sort(documented)
	slices.Sort(emitted)
	if !slices.Equal(documented, emitted) {
		t.Fatalf("SignInErrorCode lists %v; the API redirects with %v", documented, emitted)
	}
}
