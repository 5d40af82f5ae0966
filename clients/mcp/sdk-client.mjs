// Drives KnowledgeStack's MCP server with the official TypeScript SDK's
// client, the library under most desktop and editor clients, exactly as they
// use it: connect (initialize), tools/list (the SDK parses every tool with its
// own schemas and rejects the whole answer if one is malformed), a call of
// each tool, resources/list followed page by page, resources/read.
//
// internal/e2e's TestMCPClients runs it with the Node runtime pinned in this
// folder's package.json. The plan comes as JSON in the file named by the
// first argument:
//   {"transport": "http", "url": "…/mcp", "token": "ks_pat_…", …} or
//   {"transport": "stdio", "command": "…/api", "args": ["mcp"], "env": {…}, …}
// with "calls": [{"name": …, "arguments": {…}}] and "read": "ks://documents/…"
// (optional; the first listed resource otherwise). It prints one JSON report
// on stdout; any failure, including the SDK refusing an answer, exits 1 with
// the error on stderr.
import { readFileSync } from "node:fs";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

// A server that never stops paging must not keep the test waiting.
const maxPages = 100;

async function main() {
  const plan = JSON.parse(readFileSync(process.argv[2], "utf8"));
  let transport;
  if (plan.transport === "http") {
    transport = new StreamableHTTPClientTransport(new URL(plan.url), {
      requestInit: { headers: { Authorization: `Bearer ${plan.token}` } },
    });
  } else if (plan.transport === "stdio") {
    transport = new StdioClientTransport({ command: plan.command, args: plan.args, env: plan.env, stderr: "inherit" });
  } else {
    throw new Error(`unknown transport ${plan.transport}`);
  }
  const client = new Client({ name: "knowledgestack-sdk-check", version: "1" });
  await client.connect(transport);
  const report = {
    server: client.getServerVersion(),
    capabilities: client.getServerCapabilities(),
    instructions: client.getInstructions(),
  };

  const listed = await client.listTools();
  report.tools = listed.tools.map((t) => ({ name: t.name, inputSchema: t.inputSchema }));

  report.calls = [];
  for (const c of plan.calls ?? []) {
    const res = await client.callTool({ name: c.name, arguments: c.arguments });
    const text = res.content.filter((b) => b.type === "text").map((b) => b.text).join("\n");
    const links = res.content.filter((b) => b.type === "resource_link").map((b) => b.uri);
    report.calls.push({ name: c.name, isError: res.isError === true, text, links, structured: res.structuredContent ?? null });
  }

  report.templates = (await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate);
  report.resources = [];
  report.pages = 0;
  let cursor;
  do {
    const page = await client.listResources(cursor ? { cursor } : {});
    report.pages++;
    report.resources.push(...page.resources.map((r) => ({ uri: r.uri, name: r.name, title: r.title ?? "", mimeType: r.mimeType ?? "" })));
    cursor = page.nextCursor;
  } while (cursor && report.pages < maxPages);

  const uri = plan.read ?? report.resources[0]?.uri;
  if (uri) {
    const read = await client.readResource({ uri });
    report.read = read.contents.map((c) => ({ uri: c.uri, mimeType: c.mimeType ?? "", text: c.text ?? "" }));
  }
  await client.close();
  process.stdout.write(JSON.stringify(report));
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`sdk-client: ${err?.stack ?? err}\n`);
    process.exit(1);
  },
);
