import { bbcodeHtml } from './server/community/bbcodeHtml';
for (const i of ['[url="http://example.com/x y"]quoted[/url]', '[url=http://example.com/x%20y]quoted[/url]'])
  console.log(JSON.stringify(bbcodeHtml(i).slice(20, -6)));
