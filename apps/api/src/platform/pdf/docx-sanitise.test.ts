import { constants, deflateRawSync } from 'node:zlib';
import { AppError } from '@clinic/domain';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { fillDocx } from '../../modules/print/docx.js';
import {
  complexField,
  docxPackage,
  docxText,
  para,
  picture,
  rel,
  relType,
  simpleField,
} from '../../testing/docx-fixtures.js';
import { pngBytes } from '../../testing/file-fixtures.js';
import { openDocx, sanitiseDocx } from './docx-sanitise.js';

// The .docx cleaner on small packages built here: every way a Word file reaches outside itself is removed (and the
// rest kept), what cannot be read safely or holds macros is refused.

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const part = (docx: Buffer, name: string) => new PizZip(docx).file(name)?.asText();
const clean = (docx: Buffer) => sanitiseDocx(docx);
const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? { key: error.key, params: error.params } : error;
  }
  return null;
};
const settingsPart = (xml: string) => ({
  'word/settings.xml': `<?xml version="1.0" encoding="UTF-8"?><w:settings xmlns:w="${W}" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">${xml}</w:settings>`,
});
const relsPart = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items}</Relationships>`;

describe('relationships', () => {
  it('removes every link out of the package, in every .rels part, and keeps the package’s own parts', () => {
    const outside = [
      ['http', 'http://169.254.169.254/latest/meta-data/'],
      ['https', 'https://intranet.example/logo.png'],
      ['ftp', 'ftp://files.example/logo.png'],
      ['file', 'file:///srv/data/files/1/logo.png'],
      ['unc', '\\\\fileserver\\share\\logo.png'],
      ['slashes', '//fileserver/share/logo.png'],
      ['absolute', '/srv/data/files/1/logo.png'],
      ['relative', '../../../files/1/logo.png'],
      ['plain', 'logo.png'],
    ];
    const docx = docxPackage({
      body: `${para('Giữ lại')}<w:p>${picture('rIdKept', 'embed')}</w:p>`,
      rels:
        outside.map(([id, target]) => rel(`rId-${id}`, 'image', target!)).join('') +
        rel('rIdKept', 'image', 'media/logo.png', false) +
        rel('rIdLower', 'image', 'http://x.example/a.png').replace('External', 'external'),
      header: { body: para('Đầu trang'), rels: rel('rIdHeader', 'image', 'http://x.example/h.png') },
      parts: {
        'word/media/logo.png': pngBytes(),
        'customXml/item1.xml': '<root/>',
        'customXml/_rels/item1.xml.rels': relsPart(
          rel('rIdSchema', 'customXmlProps', 'http://x.example/s.xml'),
        ),
      },
    });
    const { docx: out, removed } = clean(docx);
    const rels = part(out, 'word/_rels/document.xml.rels')!;
    expect(rels).toContain('Id="rIdKept"');
    for (const [id] of outside) expect(rels).not.toContain(`rId-${id}"`);
    expect(rels).not.toContain('rIdLower');
    expect(part(out, 'word/_rels/header1.xml.rels')).not.toContain('rIdHeader');
    expect(part(out, 'customXml/_rels/item1.xml.rels')).not.toContain('rIdSchema');
    // The header is still referenced (an internal relationship) and the embedded picture still there.
    expect(rels).toContain('Target="header1.xml"');
    expect(new PizZip(out).file('word/media/logo.png')!.asUint8Array()).toEqual(new Uint8Array(pngBytes()));
    expect(removed['external relationship']).toBe(outside.length + 3);
    expect(docxText(out)).toBe('Giữ lại\n');
  });

  it('removes an internal relationship whose target leaves the package, as written or percent-encoded', () => {
    const targets = [
      'file:///srv/data/files/1/logo.png',
      '../../outside.png',
      '..%2F..%2Foutside.png',
      '%2e%2e/%2e%2e/outside.png',
      'media\\..\\..\\outside.png',
      'http://x.example/a.png',
      'media/%zz.png',
    ];
    const { docx: out, removed } = clean(
      docxPackage({
        body: para('x'),
        rels:
          targets.map((target, i) => rel(`rIdOut${i}`, 'image', target, false)).join('') +
          rel('rIdAbsolute', 'image', '/word/media/a.png', false) +
          rel('rIdUp', 'image', '../customXml/item1.xml', false),
      }),
    );
    const rels = part(out, 'word/_rels/document.xml.rels')!;
    for (const i of targets.keys()) expect(rels).not.toContain(`rIdOut${i}"`);
    // A part name from the package root, or up from word/ to the root, stays inside.
    expect(rels).toContain('rIdAbsolute');
    expect(rels).toContain('rIdUp');
    expect(removed['relationship outside the package']).toBe(targets.length);
  });

  it('keeps a web or mail hyperlink (a link in the PDF, never fetched), removes one to a file', () => {
    const { docx: out } = clean(
      docxPackage({
        body: `<w:p><w:hyperlink r:id="rIdWeb"><w:r><w:t>Trang web</w:t></w:r></w:hyperlink></w:p>`,
        rels:
          rel('rIdWeb', 'hyperlink', 'https://phongkham.example.vn/dat-lich') +
          rel('rIdMail', 'hyperlink', 'mailto:lienhe@phongkham.example.vn') +
          rel('rIdFile', 'hyperlink', 'file:///etc/passwd') +
          rel('rIdShare', 'hyperlink', '\\\\server\\share'),
      }),
    );
    const rels = part(out, 'word/_rels/document.xml.rels')!;
    expect(rels).toContain('rIdWeb');
    expect(rels).toContain('rIdMail');
    expect(rels).not.toContain('rIdFile');
    expect(rels).not.toContain('rIdShare');
  });
});

describe('fields', () => {
  const fetching = [
    'INCLUDEPICTURE',
    'INCLUDETEXT',
    'INCLUDE',
    'LINK',
    'DDE',
    'DDEAUTO',
    'IMPORT',
    'RD',
    'DATABASE',
  ];

  it('turns every fetching simple field into its last result, and leaves other fields alone', () => {
    const { docx: out, removed } = clean(
      docxPackage({
        body:
          fetching
            .map((type) => `<w:p>${simpleField(`${type} "file:///srv/x" \\d`, `kết quả ${type}`)}</w:p>`)
            .join('') +
          `<w:p>${simpleField('PAGE', '1')}</w:p>` +
          // Written in lower case, and with its name behind a character reference.
          `<w:p><w:fldSimple w:instr=" includetext &quot;/srv/a&quot; "><w:r><w:t>thường</w:t></w:r></w:fldSimple></w:p>` +
          `<w:p><w:fldSimple w:instr=" &#73;NCLUDETEXT &quot;/srv/b&quot; "><w:r><w:t>mã hóa</w:t></w:r></w:fldSimple></w:p>`,
      }),
    );
    const xml = part(out, 'word/document.xml')!;
    expect(xml.match(/fldSimple/g)).toHaveLength(2); // PAGE's open and close tags
    expect(xml).toContain('w:instr=" PAGE "');
    expect(docxText(out)).toBe(
      [...fetching.map((type) => `kết quả ${type}`), '1', 'thường', 'mã hóa'].join('\n'),
    );
    expect(Object.values(removed).reduce((a, b) => a + b, 0)).toBe(fetching.length + 2);
  });

  it('removes a fetching complex field’s code, however its instruction is split, nested or spread', () => {
    const body =
      // The usual shape, in a header too.
      `<w:p>${complexField('INCLUDETEXT "file:///srv/data/files/1/mau.docx"', '<w:r><w:t>cũ một</w:t></w:r>')}</w:p>` +
      // The instruction split over runs, as Word does after an edit, and in CDATA.
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> INCLUDE</w:instrText></w:r>' +
      '<w:r><w:instrText><![CDATA[PICTURE "http://x.example/a.png" \\d]]></w:instrText></w:r>' +
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>cũ hai</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>' +
      // A field nested in the instruction (its path from a merge field): all of it goes, the result stays.
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> LINK Word.Document.12 "</w:instrText></w:r>' +
      '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> MERGEFIELD path </w:instrText></w:r>' +
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>C:\\duong-dan</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>' +
      '<w:r><w:instrText>" "" \\a</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
      '<w:r><w:t>cũ ba</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>' +
      // A field that starts in one paragraph and ends in the next.
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>DDEAUTO excel "C:\\\\a.xlsx" "R1C1"</w:instrText></w:r>' +
      '<w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>cũ bốn</w:t></w:r></w:p>' +
      '<w:p><w:r><w:t>cũ năm</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>' +
      // A field left open: judged by its instruction so far.
      `<w:p>${complexField('PAGE', '<w:r><w:t>7</w:t></w:r>')}</w:p>` +
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>INCLUDETEXT "/srv/x"</w:instrText></w:r></w:p>';
    const { docx: out } = clean(
      docxPackage({
        body,
        header: {
          body: `<w:p>${complexField('INCLUDEPICTURE "/srv/logo.png"', '<w:r><w:t>logo</w:t></w:r>')}</w:p>`,
        },
      }),
    );
    const xml = part(out, 'word/document.xml')!;
    expect(xml).not.toMatch(/INCLUDE|LINK|DDEAUTO|MERGEFIELD|duong-dan/);
    expect(xml.match(/fldCharType="begin"/g)).toHaveLength(1); // PAGE's
    expect(xml).toContain('PAGE');
    // The field left open printed nothing: its paragraph is the empty last line.
    expect(docxText(out)).toBe('cũ một\ncũ hai\ncũ ba\ncũ bốn\ncũ năm\n7\n');
    expect(part(out, 'word/header1.xml')).not.toMatch(/INCLUDEPICTURE|fldChar/);
    expect(part(out, 'word/header1.xml')).toContain('logo');
  });

  it('reads the Word namespace by its URI, not its prefix: another prefix or a default namespace changes nothing', () => {
    const docx = docxPackage({ body: para('x') });
    const zip = new PizZip(docx);
    zip.file(
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><document xmlns="${W}" xmlns:x="${W}"><body><p>` +
        '<r><fldChar fldCharType="begin"/></r><r><x:instrText>INCLUDETEXT "/srv/a"</x:instrText></r>' +
        '<r><fldChar fldCharType="separate"/></r><r><t>kết quả</t></r><r><fldChar fldCharType="end"/></r>' +
        '</p><x:p><x:fldSimple x:instr="INCLUDEPICTURE &quot;/srv/b&quot;"><x:r><x:t>ảnh</x:t></x:r></x:fldSimple></x:p>' +
        '<x:altChunk/></body></document>',
    );
    const xml = part(clean(zip.generate({ type: 'nodebuffer' })).docx, 'word/document.xml')!;
    expect(xml).not.toMatch(/INCLUDE|fldChar|fldSimple|altChunk/);
    expect(xml).toContain('kết quả');
    expect(xml).toContain('ảnh');
  });
});

describe('parts and elements that pull content in', () => {
  it('removes merged and sub documents, the attached template, frames, mail merge, data bindings and OLE objects', () => {
    const { docx: out, removed } = clean(
      docxPackage({
        body:
          para('Trước') +
          '<w:altChunk r:id="rIdChunk"/><w:p><w:subDoc r:id="rIdSub"/></w:p>' +
          '<w:sdt><w:sdtPr><w:dataBinding w:xpath="/a" w:storeItemID="{1}"/>' +
          '<w15:dataBinding xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml" w:xpath="/b" w:storeItemID="{2}"/>' +
          '</w:sdtPr><w:sdtContent><w:p><w:r><w:t>Giá trị</w:t></w:r></w:p></w:sdtContent></w:sdt>' +
          '<w:p><w:r><w:object><v:shape id="s1"><v:imagedata r:id="rIdPreview"/></v:shape>' +
          '<o:OLEObject Type="Link" ProgID="Word.Document.12" ShapeID="s1" r:id="rIdOle" UpdateMode="Always"/>' +
          '<w:objectLink r:id="rIdOle" w:updateMode="always"/></w:object></w:r></w:p>' +
          para('Sau'),
        rels:
          rel('rIdChunk', 'aFChunk', 'chunk.html', false) +
          rel('rIdSub', 'subDocument', 'http://x.example/sub.docx') +
          rel('rIdOle', 'oleObject', 'file:///srv/a.docx') +
          rel('rIdPreview', 'image', 'media/preview.png', false),
        parts: {
          'word/chunk.html': '<html><body><img src="http://x.example/a.png"></body></html>',
          'word/media/preview.png': pngBytes(),
          ...settingsPart(
            '<w:attachedTemplate r:id="rIdTemplate"/><w:linkedStyles/>' +
              '<w:mailMerge><w:mainDocumentType w:val="formLetters"/><w:dataSource r:id="rIdData"/></w:mailMerge>',
          ),
          'word/_rels/settings.xml.rels': relsPart(
            rel('rIdTemplate', 'attachedTemplate', 'http://x.example/t.dotx') +
              rel('rIdData', 'mailMergeSource', 'file:///srv/data.csv'),
          ),
          'word/webSettings.xml': `<?xml version="1.0" encoding="UTF-8"?><w:webSettings xmlns:w="${W}"><w:frameset><w:frame><w:sourceFileName w:val="file:///srv/x.docx"/></w:frame></w:frameset></w:webSettings>`,
        },
      }),
    );
    const xml = part(out, 'word/document.xml')!;
    expect(xml).not.toMatch(/altChunk|subDoc|dataBinding|OLEObject|objectLink/);
    expect(xml).toContain('v:imagedata r:id="rIdPreview"'); // the object prints as its preview
    expect(docxText(out)).toBe('Trước\nGiá trị\n\nSau');
    expect(part(out, 'word/settings.xml')).not.toMatch(/attachedTemplate|linkedStyles|mailMerge|dataSource/);
    expect(part(out, 'word/webSettings.xml')).not.toMatch(/frameset|sourceFileName/);
    expect(part(out, 'word/_rels/settings.xml.rels')).not.toMatch(/rIdTemplate|rIdData/);
    expect(removed).toMatchObject({
      altChunk: 1,
      subDoc: 1,
      dataBinding: 2,
      OLEObject: 1,
      objectLink: 1,
      attachedTemplate: 1,
      linkedStyles: 1,
      mailMerge: 1,
      frameset: 1,
    });
    // The HTML chunk is not XML we read: left out of the package, as nothing refers to it any more.
    expect(new PizZip(out).file('word/chunk.html')).toBeNull();
  });

  it('removes VML picture sources and SVG references that are not inside the picture', () => {
    const svg =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">' +
      '<style>@import url(http://x.example/a.css);</style><defs><linearGradient id="g"/></defs>' +
      '<rect fill="url(#g)" width="5" height="5"/><rect fill="url(file:///srv/p.svg#x)" width="5" height="5"/>' +
      '<image href="file:///srv/data/files/1/logo.png"/><image xlink:href="http://x.example/a.png"/>' +
      '<use xlink:href="#g"/><script>alert(1)</script><foreignObject><p>x</p></foreignObject></svg>';
    const { docx: out } = clean(
      docxPackage({
        body:
          para('x') +
          '<w:p><w:r><w:pict><v:shape><v:imagedata src="http://x.example/v.png" o:href="file:///srv/v.png"/></v:shape></w:pict></w:r></w:p>',
        parts: { 'word/media/picture.svg': svg },
      }),
    );
    expect(part(out, 'word/document.xml')).not.toMatch(/x\.example|srv/);
    const cleaned = part(out, 'word/media/picture.svg')!;
    expect(cleaned).not.toMatch(/x\.example|srv|script|foreignObject|@import/);
    expect(cleaned).toContain('fill="url(#g)"');
    expect(cleaned).toContain('xlink:href="#g"');
  });
});

describe('refusals', () => {
  it('refuses macros: a VBA project, a macro-enabled content type, a VBA relationship', () => {
    const vba = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);
    const cases = [
      docxPackage({ body: para('x'), parts: { 'word/vbaProject.bin': vba } }),
      docxPackage({ body: para('x'), parts: { 'WORD/VBAPROJECT.BIN': vba } }),
      docxPackage({ body: para('x'), mainType: 'application/vnd.ms-word.document.macroEnabled.main+xml' }),
      docxPackage({
        body: para('x'),
        mainType: 'application/vnd.ms-word.template.macroEnabledTemplate.main+xml',
      }),
      docxPackage({
        body: para('x'),
        rels: `<Relationship Id="rIdV" Type="http://schemas.microsoft.com/office/2006/relationships/vba&#80;roject" Target="a.bin"/>`,
      }),
    ];
    for (const docx of cases)
      expect(refusal(() => clean(docx))).toMatchObject({ key: 'printTemplateHasMacros' });
  });

  it('refuses a main part with a DOCTYPE, another encoding or broken XML; leaves out such a part elsewhere', () => {
    const withDocument = (xml: string | Buffer) => {
      const zip = new PizZip(docxPackage({ body: para('x') }));
      zip.file('word/document.xml', xml);
      return zip.generate({ type: 'nodebuffer' });
    };
    const bad = [
      `<?xml version="1.0"?><!DOCTYPE d [<!ENTITY e SYSTEM "file:///etc/passwd">]><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>&e;</w:t></w:r></w:p></w:body></w:document>`,
      `<?xml version="1.0" encoding="UTF-7"?><w:document xmlns:w="${W}"><w:body/></w:document>`,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`<w:document xmlns:w="${W}"/>`, 'utf16le')]),
      `<w:document xmlns:w="${W}"><w:body><w:p></w:body></w:document>`,
      Buffer.from([0x3c, 0xc3, 0x28]),
    ];
    for (const xml of bad)
      expect(refusal(() => clean(withDocument(xml)))).toMatchObject({ key: 'printTemplateInvalid' });
    const { docx: out, removed } = clean(
      docxPackage({
        body: para('Vẫn in được'),
        parts: {
          'customXml/item1.xml': '<?xml version="1.0"?><!DOCTYPE x SYSTEM "http://x.example/x.dtd"><x/>',
        },
      }),
    );
    expect(new PizZip(out).file('customXml/item1.xml')).toBeNull();
    expect(removed['unreadable part']).toBe(1);
  });

  it('refuses a gzip-compressed part (an .svgz picture would be read after a decompression we did not check)', () => {
    const gz = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0, 0x03]);
    expect(
      refusal(() => clean(docxPackage({ body: para('x'), parts: { 'word/media/a.svgz': gz } }))),
    ).toMatchObject({ key: 'printTemplateInvalid' });
  });

  it('stops at once at a part that unzips to more than it declares, without unzipping it', () => {
    // 1 GB of spaces as document.xml, its header declaring 1 KB: a zip bomb past a check of declared sizes.
    const bomb = lyingZip(docxPackage({ body: para('x') }), 'word/document.xml', 1024, 1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const started = performance.now();
    expect(refusal(() => openDocx(bomb))).toMatchObject({
      key: 'printTemplateInvalid',
      params: { message: expect.stringContaining('word/document.xml') },
    });
    expect(refusal(() => fillDocx(bomb, {}))).toMatchObject({ key: 'printTemplateInvalid' });
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('what is left', () => {
  it('cleans what the data put in too: a field a patient’s name injects through a raw-XML tag is removed', () => {
    // docxtemplater's {@tag} inserts its value as XML: the filled document, not the template, is what is cleaned.
    const filled = fillDocx(docxPackage({ body: para('{@patient.fullName}') }), {
      patient: {
        fullName:
          '<w:p><w:fldSimple w:instr=" INCLUDETEXT &quot;/srv/data/files/1/mau.docx&quot; "><w:r><w:t>Tên</w:t></w:r></w:fldSimple></w:p>',
      },
    });
    expect(part(filled, 'word/document.xml')).toContain('INCLUDETEXT');
    const { docx: out, removed } = clean(filled);
    expect(part(out, 'word/document.xml')).not.toContain('INCLUDETEXT');
    expect(removed).toEqual({ 'INCLUDETEXT field': 1 });
  });

  it('is a .docx docxtemplater still fills, and cleaning it again removes nothing', () => {
    const template = docxPackage({
      body:
        para('Bệnh nhân: {patient.fullName}') +
        `<w:p>${picture('rIdWeb')}</w:p>` +
        para('{#items}{name};{/items}'),
      rels: rel('rIdWeb', 'image', 'http://x.example/a.png'),
    });
    const once = clean(template).docx;
    expect(
      docxText(
        fillDocx(once, { patient: { fullName: 'Trần Thị Ánh' }, items: [{ name: 'A' }, { name: 'B' }] }),
      ),
    ).toBe('Bệnh nhân: Trần Thị Ánh\n\nA;B;');
    expect(clean(once).removed).toEqual({});
    expect(relType('image')).toBe(
      'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image',
    );
  });
});

/**
 * `docx` with `name` replaced by `megabytes` MB of spaces, deflated, whose zip headers declare `declared` bytes.
 * The deflate stream is one 1 MB block repeated (each ends on a full flush, so blocks chain), built in milliseconds.
 */
function lyingZip(docx: Buffer, name: string, megabytes: number, declared: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(1024 * 1024, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  const data = Buffer.concat([...Array(megabytes).fill(block), deflateRawSync(Buffer.alloc(0))]);
  const zip = new PizZip(docx);
  const entries = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const raw = entry === name ? null : Buffer.from(zip.file(entry)!.asUint8Array());
    const body = raw ?? data;
    const fileName = Buffer.from(entry, 'utf8');
    const header = (signature: number, size: number) => {
      const h = Buffer.alloc(size);
      h.writeUInt32LE(signature, 0);
      return h;
    };
    const local = header(0x04034b50, 30);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(raw ? 0 : 8, 8); // stored, or deflated
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw ? raw.length : declared, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = header(0x02014b50, 46);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(raw ? 0 : 8, 10);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw ? raw.length : declared, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, body);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
