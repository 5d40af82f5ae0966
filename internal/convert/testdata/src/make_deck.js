// Writes ../deck.pptx with pptxgenjs (npm), using a slide master with title
// and body placeholders as PowerPoint templates do. Run: node make_deck.js
// with pptxgenjs installed (npm install pptxgenjs@3).
const PptxGenJS = require("pptxgenjs");
const pptx = new PptxGenJS();
pptx.title = "Quarterly Service Review";
pptx.defineSlideMaster({
  title: "CONTENT",
  objects: [
    { placeholder: { options: { name: "title", type: "title", x: 0.5, y: 0.3, w: 9, h: 1 }, text: "" } },
    { placeholder: { options: { name: "body", type: "body", x: 0.5, y: 1.5, w: 9, h: 3.5 }, text: "" } },
  ],
});
let s = pptx.addSlide({ masterName: "CONTENT" });
s.addText("Quarterly Service Review", { placeholder: "title" });
s.addText("Field service, third quarter", { placeholder: "body" });
s = pptx.addSlide({ masterName: "CONTENT" });
s.addText("Highlights", { placeholder: "title" });
s.addText(
  [
    { text: "Response time fell to 3.2 hours", options: { bullet: true, breakLine: true } },
    { text: "Fastest in the northern region", options: { bullet: true, indentLevel: 1, breakLine: true } },
    { text: "Gripper replacements down by a third", options: { bullet: true, breakLine: true } },
    { text: "Error ARM-117 remains the most frequent call", options: { bullet: true } },
  ],
  { placeholder: "body" },
);
s.addNotes("Mention the new spare parts depot in Hamburg.");
s = pptx.addSlide({ masterName: "CONTENT" });
s.addText("Calls by region", { placeholder: "title" });
s.addTable(
  [
    ["Region", "Calls", "Median hours"],
    ["North", "412", "2.7"],
    ["South", "389", "3.8"],
  ],
  { x: 0.5, y: 1.5, w: 6 },
);
s.addText("Source: service desk export, 30 September.", { x: 0.5, y: 4.5, w: 6, h: 0.5 });
pptx.writeFile({ fileName: "../deck.pptx" }).then(() => console.log("wrote ../deck.pptx"));
