import type { Readable } from 'node:stream';
import ZipStream from 'zip-stream';
import { MAIN_NS, REL_NS, XLSX_STYLE, xmlText } from './xlsx-sheet.js';

const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const CONTENT_TYPES = `${XML_DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">`
  + '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
  + '<Default Extension="xml" ContentType="application/xml"/>'
  + '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
  + '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
  + '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
  + '</Types>';

const ROOT_RELS = `${XML_DECL}<Relationships xmlns="${PKG_REL_NS}">`
  + `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const workbook = (sheetName: string) => `${XML_DECL}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}">`
  + `<sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

const WORKBOOK_RELS = `${XML_DECL}<Relationships xmlns="${PKG_REL_NS}">`
  + `<Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>`
  + `<Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;

// cellXfs in XLSX_STYLE order: 0 default, 1 bold (header), 2 date mm-dd-yyyy, 3 hours 0.00 (built-in format 2).
const xf = (numFmtId: number, fontId: number) =>
  `<xf numFmtId="${numFmtId}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmtId ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
const CELL_XFS = [xf(0, 0), xf(0, 1), xf(164, 0), xf(2, 0)];
if (CELL_XFS.length !== Object.keys(XLSX_STYLE).length + 1) throw new Error('styles.xml and XLSX_STYLE disagree');

const FONT = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
const STYLES = `${XML_DECL}<styleSheet xmlns="${MAIN_NS}">`
  + '<numFmts count="1"><numFmt numFmtId="164" formatCode="mm-dd-yyyy"/></numFmts>'
  + `<fonts count="2"><font>${FONT}</font><font><b/>${FONT}</font></fonts>`
  + '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
  + '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
  + '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
  + `<cellXfs count="${CELL_XFS.length}">${CELL_XFS.join('')}</cellXfs>`
  + '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>';

const FIXED_PARTS: [string, string][] = [
  ['[Content_Types].xml', CONTENT_TYPES],
  ['_rels/.rels', ROOT_RELS],
  ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
  ['xl/styles.xml', STYLES],
];

// Deflate level 1: the sheet is a few hundred megabytes of very repetitive XML at a million rows; level 1 still
// shrinks it about tenfold, and the default level 6 would take several times as long.
const DEFLATE_LEVEL = 1;

/**
 * The .xlsx (a zip) around one worksheet named `sheetName`, streamed from `sheet`: zip-stream deflates it as it comes (zlib on the
 * thread pool) with back-pressure through the pipes, and writes the sizes after the data (data descriptors).
 * The returned stream is the file; it errors if the sheet does.
 */
export function zipWorkbook(sheet: Readable, sheetName: string): Readable {
  const zip = new ZipStream({ zlib: { level: DEFLATE_LEVEL } });
  const add = (source: Readable | Buffer, name: string) =>
    new Promise<void>((resolve, reject) => zip.entry(source, { name }, (error) => (error ? reject(error) : resolve())));
  sheet.once('error', (error) => zip.destroy(error));
  (async () => {
    const parts: [string, string][] = [...FIXED_PARTS, ['xl/workbook.xml', workbook(sheetName)]];
    for (const [name, xml] of parts) await add(Buffer.from(xml), name);
    await add(sheet, 'xl/worksheets/sheet1.xml');
    zip.finalize();
  })().catch((error: unknown) => zip.destroy(error instanceof Error ? error : new Error(String(error))));
  return zip;
}
