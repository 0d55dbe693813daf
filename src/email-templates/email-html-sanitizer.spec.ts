import { sanitizeEmailHtml } from './email-html-sanitizer';

describe('sanitizeEmailHtml', () => {
  it('removes scripts, event handlers, javascript: links, frames and objects', () => {
    const html = sanitizeEmailHtml(
      '<p onclick="steal()" onmouseover="steal()">Hello <b>Jane</b></p>' +
        '<script>document.cookie</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>' +
        '<a href="javascript:alert(1)">one</a><a href=" JaVaScRiPt:alert(2)">two</a><a href="vbscript:x">three</a><a href="data:text/html,<script>x</script>">four</a>' +
        '<iframe src="https://evil.example">framed</iframe><object data="x.swf">object</object><embed src="x.swf">' +
        '<form action="https://evil.example"><input name="card"><button>Pay</button></form>' +
        '<img src="x" onerror="steal()"><svg onload="steal()"><script>x</script></svg>',
    );
    expect(html).toContain('<p>Hello <b>Jane</b></p>');
    expect(html).not.toMatch(/script|onclick|onmouseover|onerror|onload|javascript|vbscript|iframe|object|embed|form|input|svg|framed|data:text/i);
    expect(html).toContain('<a>one</a><a>two</a><a>three</a><a>four</a>');
  });

  it('keeps ordinary formatting, links, lists, tables and images with https or inline raster sources', () => {
    const kept =
      '<h1>Your quote</h1><p>Dear Jane,<br />see <a href="https://merchant.example.co.uk/q?a=1&amp;b=2">your quote</a> or <a href="mailto:help@example.co.uk">write to us</a>.</p>' +
      '<ul><li><strong>Rate</strong>: <em>1.2%</em></li><li><u>Terminal</u></li></ul><ol start="2"><li>Two</li></ol>' +
      '<table width="100%" cellpadding="4"><thead><tr><th colspan="2">Provider</th></tr></thead><tbody><tr><td align="right" valign="top">Acme</td><td>£20</td></tr></tbody></table>' +
      '<img src="https://cdn.example.co.uk/logo.png" alt="Logo" width="120" /><img src="data:image/png;base64,iVBORw0KGgo=" alt="Dot" />' +
      '<blockquote>Quoted</blockquote><hr />';
    expect(sanitizeEmailHtml(kept)).toBe(kept);
  });

  it('drops image sources that are not https or an inline raster image', () => {
    const html = sanitizeEmailHtml(
      '<img src="http://tracker.example/p.gif" alt="a"><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="b"><img src="//cdn.example/x.png" alt="c"><img src="javascript:x" alt="d">',
    );
    expect(html).toBe('<img alt="a" /><img alt="b" /><img alt="c" /><img alt="d" />');
  });

  it('keeps plain inline styles and removes those that could load something', () => {
    const html = sanitizeEmailHtml(
      '<p style="color: #333; font-family: \'Helvetica Neue\', Arial; padding: 4px 8px; background-color: rgb(250, 250, 250); text-align: center !important">A</p>' +
        '<p style="background: url(https://tracker.example/p.gif); color: red">B</p>' +
        '<p style="background-image: image-set(\'x.png\' 1x); width: expression(alert(1)); behavior: url(x.htc); -moz-binding: url(x)">C</p>' +
        '<p style="background: \\75 rl(https://tracker.example/p.gif)">D</p>' +
        '<div style="position: fixed; top: 0; left: 0">E</div>',
    );
    expect(html).toBe(
      '<p style="color:#333;font-family:\'Helvetica Neue\', Arial;padding:4px 8px;background-color:rgb(250, 250, 250);text-align:center !important">A</p>' +
        '<p style="color:red">B</p><p>C</p><p>D</p><div>E</div>',
    );
  });

  it('drops style blocks, the head and the document wrapper, keeping the body as a div with its plain styles', () => {
    const html = sanitizeEmailHtml(
      '<!DOCTYPE html><html lang="en"><head><title>Secret title</title><meta http-equiv="refresh" content="0;url=https://evil.example"><style>@import url(https://evil.example/x.css); p { color: red }</style>' +
        '<link rel="stylesheet" href="https://evil.example/x.css"></head><body onload="steal()" style="margin:0;background:#f3f4f6 url(https://tracker.example/p.gif)"><p>Body text</p></body></html>',
    );
    expect(html).toBe('<div style="margin:0"><p>Body text</p></div>');
  });

  it('keeps the text of a dropped formatting tag, escaped', () => {
    expect(sanitizeEmailHtml('<font color="red">Red &lt;b&gt;</font> <marquee>moving</marquee>')).toBe('Red &lt;b&gt; moving');
  });
});
