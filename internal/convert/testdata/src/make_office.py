"""Writes the DOCX and XLSX test files with python-docx and openpyxl
(Debian: python3-docx, python3-openpyxl). Run from this folder: python3 make_office.py"""
import datetime
import docx
import openpyxl

d = docx.Document()
d.core_properties.created = datetime.datetime(2026, 1, 1)
d.add_heading("Travel Policy", level=0)
d.add_paragraph("This policy applies to every business trip booked by Northwind Robotics employees.")
d.add_heading("Booking", level=1)
d.add_paragraph("Book flights and hotels through the travel desk at least fourteen days ahead.")
d.add_paragraph("Economy class for flights under six hours.", style="List Bullet")
d.add_paragraph("Premium economy for longer flights.", style="List Bullet")
d.add_paragraph("Rail instead of flights under four hours.", style="List Bullet")
d.add_heading("Approval steps", level=2)
d.add_paragraph("Submit the trip request in the portal.", style="List Number")
d.add_paragraph("Your manager approves it within two working days.", style="List Number")
d.add_paragraph("The travel desk books and sends the itinerary.", style="List Number")
d.add_heading("Daily allowances", level=1)
d.add_paragraph("Meals are covered by a daily allowance that depends on the country:")
t = d.add_table(rows=1, cols=3)
t.style = "Table Grid"
for cell, text in zip(t.rows[0].cells, ["Country", "Allowance", "Hotel cap"]):
    cell.text = text
for row in [("Germany", "28 EUR", "150 EUR"), ("France", "32 EUR", "170 EUR"), ("Japan", "4500 JPY", "22000 JPY")]:
    cells = t.add_row().cells
    for cell, text in zip(cells, row):
        cell.text = text
p = d.add_paragraph("Receipts are ")
p.add_run("required").bold = True
p.add_run(" for every expense above 25 EUR | including taxis.")
d.save("../policy.docx")

wb = openpyxl.Workbook()
ws = wb.active
ws.title = "Price list"
ws.append(["Part number", "Description", "Unit price EUR", "Stock"])
for i in range(1, 41):
    ws.append([f"NR-{1000 + i}", f"Servo motor size {i}", round(40 + i * 2.5, 2), i * 3])
summary = wb.create_sheet("Summary")
summary.append(["Region", "Q1", "Q2"])
summary.append(["North", 120, 140])
summary.append(["South", 95, 101])
summary.append([])
summary.append(["Total", "=SUM(B2:B3)", "=SUM(C2:C3)"])
wb.save("../prices.xlsx")
