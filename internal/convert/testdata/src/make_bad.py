"""Writes the hostile test files. Run from this folder: python3 make_bad.py"""
import zipfile

# A zip bomb dressed as a Word document: word/document.xml inflates 24 MiB of
# repeated text from a few KB (ratio ~1000:1).
with zipfile.ZipFile("../bomb.docx", "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
    z.writestr("[Content_Types].xml", '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>')
    body = "<w:p><w:r><w:t>" + "A" * (24 << 20) + "</w:t></w:r></w:p>"
    z.writestr("word/document.xml", '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' + body + "</w:body></w:document>")

# A text file renamed to .docx.
with open("../fake.docx", "w") as f:
    f.write("Meeting notes\n\nThis is a plain text file that was renamed to .docx.\n")

# CSV files: UTF-8 with a BOM and semicolons; Windows-1252 only; UTF-8 mixed with Latin-1.
with open("../inventory.csv", "w", encoding="utf-8-sig", newline="") as f:
    f.write("Part;Description;Price\r\nNR-1001;Servo motor, small;42,50\r\nNR-1002;Gripper | two-finger;118,00\r\nNR-1003;Café counter sensor;9,90\r\n")
with open("../latin1.csv", "wb") as f:
    f.write("Name,City\nJosé,Málaga\nRenée,Köln\n".encode("cp1252"))
with open("../mixed.csv", "wb") as f:
    f.write("Name,City\nJosé,Málaga\n".encode("utf-8") + "Renée,Köln\n".encode("latin-1"))
