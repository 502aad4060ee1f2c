import type { GameLinks } from '../../shared/bbcode/BBCode';

// Fixtures shared by the server's unit test and the browser test, which renders the same inputs
// with the client's React and compares: both sides must give exactly this HTML.

/** The game links the tables are rendered with: game 1 exists, game 2 does not. */
export const FIXTURE_GAMES: GameLinks = { 1: { name: 'Classic World', status: 2 } };

/** BBCode -> the HTML inside the `.bbcode` wrapper: every tag, nesting, unclosed and wrongly nested tags. */
export const KNOWN_ANSWERS: readonly (readonly [string, string])[] = [
  ['plain <b>text</b> & "quotes"', 'plain &lt;b&gt;text&lt;/b&gt; &amp; &quot;quotes&quot;'],
  ['[b]bold[/b]', '<strong>bold</strong>'],
  ['[i]italic[/i]', '<em>italic</em>'],
  ['[u]under[/u]', '<u>under</u>'],
  ['[s]struck[/s]', '<s>struck</s>'],
  ['[B]upper[/b]', '<strong>upper</strong>'],
  [
    '[url]https://example.com/a?b=1&c=2[/url]',
    '<a href="https://example.com/a?b=1&amp;c=2" rel="nofollow ugc noopener noreferrer">https://example.com/a?b=1&amp;c=2</a>',
  ],
  [
    '[url=https://example.com]site[/url]',
    '<a href="https://example.com/" rel="nofollow ugc noopener noreferrer">site</a>',
  ],
  [
    '[url=/forum/topic/1]relative[/url]',
    '<a href="/forum/topic/1" rel="nofollow ugc noopener noreferrer">relative</a>',
  ],
  [
    '[url="http://example.com/x%20y"]quoted[/url]',
    '<a href="http://example.com/x%20y" rel="nofollow ugc noopener noreferrer">quoted</a>',
  ],
  ['[url=http://example.com/x y]space[/url]', '[url=http://example.com/x y]space[/url]'],
  [
    '[img]https://example.com/a.png[/img]',
    '<img class="bb-img" src="https://example.com/a.png" alt="Posted image" loading="lazy" referrerPolicy="no-referrer"/>',
  ],
  ['[img]/local.png[/img]', '[img]/local.png[/img]'],
  ['[quote]plain quote[/quote]', '<blockquote class="bb-quote">plain quote</blockquote>'],
  [
    '[quote=Ann]said[/quote]',
    '<blockquote class="bb-quote"><cite class="bb-quote__author">Ann wrote:</cite>said</blockquote>',
  ],
  [
    '[quote="Ann Lee"]said[/quote]',
    '<blockquote class="bb-quote"><cite class="bb-quote__author">Ann Lee wrote:</cite>said</blockquote>',
  ],
  ['[code]x = [b]1[/b] < 2[/code]', '<pre class="bb-code"><code>x = [b]1[/b] &lt; 2</code></pre>'],
  ['[code]\nline 1\nline 2\n[/code]', '<pre class="bb-code"><code>line 1\nline 2</code></pre>'],
  ['[list][*]one[*]two[/list]', '<ul class="bb-list"><li>one</li><li>two</li></ul>'],
  [
    '[list=1]\n[*]first\n[*]second\n[/list]',
    '<ol class="bb-list"><li>first</li><li>second</li></ol>',
  ],
  ['[list]intro[*]a[/list]', '<ul class="bb-list"><li>intro</li><li>a</li></ul>'],
  ['[list=a][*]x[/list]', '[list=a][*]x[/list]'],
  ['[color=red]red[/color]', '<font color="red">red</font>'],
  ['[color=#0a0]green[/color]', '<font color="#0a0">green</font>'],
  ['[color=#00aaff]blue[/color]', '<font color="#00aaff">blue</font>'],
  ['[color=notacolor]x[/color]', '[color=notacolor]x[/color]'],
  ['[size=150]big[/size]', '<span class="bb-size bb-size-150">big</span>'],
  ['[size=10]tiny[/size]', '<span class="bb-size bb-size-50">tiny</span>'],
  ['[size=9999]huge[/size]', '<span class="bb-size bb-size-200">huge</span>'],
  ['[size=big]x[/size]', '[size=big]x[/size]'],
  [
    '[spoiler]secret[/spoiler]',
    '<details class="bb-spoiler"><summary class="bb-spoiler__summary">(click to show)</summary><div class="bb-spoiler__content">secret</div></details>',
  ],
  [
    '[game]1[/game]',
    '<a class="bb-game bb-game--status-2" href="/game/1">Game #1: Classic World (running)</a>',
  ],
  ['[game]2[/game]', '<span class="bb-game bb-game--missing">Game #2 (no such game)</span>'],
  ['[game]0[/game]', '[game]0[/game]'],
  ['[game]abc[/game]', '[game]abc[/game]'],
  ['[b][i]both[/i][/b]', '<strong><em>both</em></strong>'],
  [
    '[quote=Ann][quote=Ben]inner[/quote]outer[/quote]',
    '<blockquote class="bb-quote"><cite class="bb-quote__author">Ann wrote:</cite><blockquote class="bb-quote"><cite class="bb-quote__author">Ben wrote:</cite>inner</blockquote>outer</blockquote>',
  ],
  [
    '[list][*][b]bold item[/b][*][url=https://a.com]link[/url][/list]',
    '<ul class="bb-list"><li><strong>bold item</strong></li><li><a href="https://a.com/" rel="nofollow ugc noopener noreferrer">link</a></li></ul>',
  ],
  ['[b]unclosed', '[b]unclosed'],
  ['text [/b] stray close', 'text [/b] stray close'],
  ['[b][i]wrong[/b][/i]', '[b]<em>wrong[/b]</em>'],
  ['[b]a[i]b[/b]c[/i]', '[b]a<em>b[/b]c</em>'],
  ['[foo]unknown[/foo]', '[foo]unknown[/foo]'],
  ['[*]outside', '[*]outside'],
  ['[ b]space[/b]', '[ b]space[/b]'],
  ['[b=x]attr[/b]', '[b=x]attr[/b]'],
  ['[', '['],
  [']', ']'],
  ['[]', '[]'],
  ['[/]', '[/]'],
  ['[[b]]x[[/b]]', '[<strong>]x[</strong>]'],
  ['line 1\nline 2', 'line 1\nline 2'],
  ['[quote]q[/quote]\nafter', '<blockquote class="bb-quote">q</blockquote>after'],
];

/**
 * Inputs that would run script if any of it reached the page unescaped or unchecked: each calls
 * `xss()`, which the browser test defines and expects never to be called.
 */
export const XSS_CORPUS: readonly string[] = [
  '<script>xss()</script>',
  '<img src=x onerror=xss()>',
  '"><script>xss()</script>',
  '[url=javascript:xss()]click[/url]',
  '[url]javascript:xss()[/url]',
  '[url=JaVaScRiPt:xss()]click[/url]',
  '[url=java\tscript:xss()]click[/url]',
  '[url=java\nscript:xss()]click[/url]',
  '[url= javascript:xss()]click[/url]',
  '[url=\u0001javascript:xss()]click[/url]',
  '[url=javascript&#58;xss()]click[/url]',
  '[url=&#106;avascript:xss()]click[/url]',
  '[url=data:text/html,<script>xss()</script>]click[/url]',
  '[url=vbscript:xss()]click[/url]',
  '[url=https://example.com" onmouseover="xss()]hover[/url]',
  "[url=https://example.com' onmouseover='xss()]hover[/url]",
  '[url=https://example.com onmouseover=xss()]hover[/url]',
  '[url=https://example.com][img]javascript:xss()[/img][/url]',
  '[img]javascript:xss()[/img]',
  '[img]data:image/svg+xml,<svg onload=xss()>[/img]',
  '[img]https://example.com/a.png" onerror="xss()[/img]',
  '[img]x" onerror="xss()[/img]',
  '[img]vbscript:xss()[/img]',
  '[color=red;background:url(javascript:xss())]x[/color]',
  '[color=expression(xss())]x[/color]',
  '[color=#f00" onmouseover="xss()]x[/color]',
  '[color=red onmouseover=xss()]x[/color]',
  '[size=100;background:url(javascript:xss())]x[/size]',
  '[size=150" onmouseover="xss()]x[/size]',
  '[quote="<script>xss()</script>"]x[/quote]',
  '[quote=Ann onmouseover=xss()]x[/quote]',
  '[quote="Ann" onmouseover="xss()"]x[/quote]',
  '[code]</code></pre><script>xss()</script>[/code]',
  '&lt;script&gt;xss()&lt;/script&gt;',
  '&#60;img src=x onerror=xss()&#62;',
  '[game]1 onclick=xss()[/game]',
  '[game]<img src=x onerror=xss()>[/game]',
  '[list][*]<svg onload=xss()>[/list]',
  '[spoiler]<details open ontoggle=xss()>[/spoiler]',
  '[b onclick=xss()]x[/b]',
  '[url=https://example.com/?q=<script>xss()</script>]q[/url]',
];

const MB = 1 << 20;

/** 1 MB inputs built to make a parser backtrack or rescan: each must parse in linear time. */
export const CRAFTED_INPUTS: Readonly<Record<string, string>> = {
  'open brackets': '['.repeat(MB),
  'close brackets': ']'.repeat(MB),
  'open tags': '[b]'.repeat(MB / 3),
  'close tags': '[/b]'.repeat(MB / 4),
  'tag pairs': '[b]x[/b]'.repeat(MB / 8),
  'unclosed attributes': '[url='.repeat(MB / 5),
  'open quotes': '[quote="'.repeat(MB / 8),
  'unknown tags': '[x1][x2]'.repeat(MB / 8),
  'code openings': '[code]'.repeat(MB / 6),
  'nested lists': '[list][*]'.repeat(MB / 9),
  'one long tag': `[${'b'.repeat(MB)}]`,
};
