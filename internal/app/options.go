package app

import (
	"knowledgestack/internal/chat"
	"knowledgestack/internal/config"
	"knowledgestack/internal/convert"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/sync/grants"
	"knowledgestack/internal/sync/pass"
)

// The configuration is read once into config.Config; each package below
// takes only its own options, translated here, so none of them imports
// config or sees settings that are not theirs.

// HTTPOptions are the API's HTTP settings from the configuration.
func HTTPOptions(cfg config.Config) httpapi.Options {
	return httpapi.Options{
		Origin: cfg.Origin(), SecureCookies: cfg.SecureCookies(), LocalAccounts: cfg.LocalAccounts, Signup: cfg.Signup,
		MaxBodyBytes: cfg.MaxBodyBytes, UploadRequestMaxBytes: cfg.UploadRequestMaxBytes, StreamsPerUser: cfg.StreamsPerUser,
		UploadsPerMinute: cfg.Shares.UploadsPerMinute, UploadsPerUser: cfg.Shares.ConversionsPerUser,
		TrustedProxies: cfg.TrustedProxies,
	}
}

// ChatOptions are the chat limits from the configuration.
func ChatOptions(cfg config.Config) chat.Options {
	return chat.Options{Models: cfg.ChatModels, DefaultModel: cfg.ChatDefaultModel, TurnsPerMinute: cfg.TurnsPerMinute,
		CompactTurns: cfg.CompactTurns, CompactTokens: cfg.CompactTokens, StaleAfter: cfg.TurnStaleAfter}
}

// GrantsOptions are the connector grants' app credentials and public URL;
// the caller adds endpoints and clients (tests point them at fakes).
func GrantsOptions(cfg config.Config) grants.Options {
	return grants.Options{
		Notion:    grants.Client{ID: cfg.NotionClientID, Secret: cfg.NotionClientSecret},
		Atlassian: grants.Client{ID: cfg.AtlassianClientID, Secret: cfg.AtlassianClientSecret},
		SlackApp: grants.SlackApp{Client: grants.Client{ID: cfg.SlackClientID, Secret: cfg.SlackClientSecret},
			SigningSecret: cfg.SlackSigningSecret},
		GoogleDrive: grants.Client{ID: cfg.DriveClientID(), Secret: cfg.DriveClientSecret()}, DriveGroups: cfg.GoogleDriveGroups,
		PublicURL: cfg.PublicURL,
		StateKey:  grants.DeriveStateKey(cfg.EncryptionKeys[0]),
	}
}

// UploadOptions are the upload settings of cfg: the per-format caps and the converter.
func UploadOptions(cfg config.Config, c *convert.Converter) pass.UploadOptions {
	u := cfg.UploadCaps
	return pass.UploadOptions{Converter: c, DefaultMaxBytes: cfg.UploadMaxBytes, MaxBytes: map[convert.Format]int64{
		convert.PDF: u.PDF, convert.DOCX: u.DOCX, convert.PPTX: u.PPTX, convert.XLSX: u.XLSX, convert.CSV: u.CSV,
		// Scans come as PDFs or as pictures of the same pages: one cap.
		convert.PNG: u.PDF, convert.JPEG: u.PDF, convert.TIFF: u.PDF,
	}, ConversionsPerReplica: cfg.Shares.ConversionsPerReplica, StorageQuota: cfg.Shares.WorkspaceStorageBytes}
}
