# Build stages for compose.yaml (the local path is `make run`).
FROM node:20-bookworm AS frontend
WORKDIR /src/frontend
COPY frontend/package.json frontend/package-lock.json ./
RUN npm ci
COPY frontend/ ./
COPY api/openapi.yaml /src/api/openapi.yaml
COPY internal/webui/ /src/internal/webui/
RUN npm run build

FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
COPY --from=frontend /src/internal/webui/dist/ internal/webui/dist/
RUN CGO_ENABLED=1 go build -o /out/api ./cmd/api && CGO_ENABLED=0 go build -o /out/web ./cmd/web

FROM debian:bookworm-slim AS api
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates poppler-utils tesseract-ocr tesseract-ocr-eng tesseract-ocr-deu tesseract-ocr-fra tesseract-ocr-spa && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/api /app/api
COPY demo/ /app/demo/
WORKDIR /app
ENTRYPOINT []

FROM gcr.io/distroless/static-debian12 AS web
COPY --from=build /out/web /app/web
ENTRYPOINT ["/app/web"]
