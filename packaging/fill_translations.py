#!/usr/bin/env python3
"""Fill unfinished translations of a Linguist file from a JSON table {source: translation}.

    python packaging/fill_translations.py translations/facetable_vi.ts vi.json

A message with plural forms ("%Ln card(s)") takes a list, one text per form of the language
(English: ["%Ln card", "%Ln cards"]; Vietnamese and Persian: one).

Then run ``python packaging/update_translations.py`` to tidy the file and build the .qm.
"""
import json
import sys
import xml.etree.ElementTree as ET


def main() -> None:
    ts, table_path = sys.argv[1], sys.argv[2]
    with open(table_path, encoding="utf-8") as f:
        table = json.load(f)
    tree = ET.parse(ts)
    filled = 0
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source")
        if translation.get("type") == "unfinished" and source in table:
            value = table[source]
            forms = translation.findall("numerusform")
            if forms:
                value = [value] if isinstance(value, str) else value
                if len(value) != len(forms):
                    sys.exit(f"{source!r} needs {len(forms)} plural form(s), not {len(value)}")
                for form, text in zip(forms, value):
                    form.text = text
            else:
                translation.text = value
            del translation.attrib["type"]
            filled += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    print(f"{ts}: {filled} filled")


if __name__ == "__main__":
    main()
