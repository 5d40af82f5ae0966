package auth

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// A provider answering without end costs at most maxProviderBody of memory.
func TestProviderAnswersAreBounded(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		chunk := make([]byte, 64<<10)
		for i := range chunk {
			chunk[i] = '{'
		}
		for range 64 { // 4 MiB
			if _, err := w.Write(chunk); err != nil {
				return
			}
		}
	}))
	defer srv.Close()
	client := &http.Client{Transport: limitedTransport{}}
	resp, err := client.Get(srv.URL + "/.well-known/openid-configuration")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	n, err := io.Copy(io.Discard, resp.Body)
	if err != nil || n != maxProviderBody {
		t.Fatalf("read %d bytes (%v), want the cap %d", n, err, maxProviderBody)
	}
}
