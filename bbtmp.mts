import { parse as bbobParse } from '@bbob/parser';
import { createBBCodeLexer } from './shared/bbcode/lexer';
import { parseBBCode } from './shared/bbcode/parse';
const MB = 1 << 20;
const input = '[b]x[/b]'.repeat(MB/8);
for (let r=0;r<3;r++){
let t = performance.now(); createBBCodeLexer(input).tokenize(); const lex = performance.now()-t;
t = performance.now(); bbobParse(input, { createTokenizer: createBBCodeLexer }); const pa = performance.now()-t;
t = performance.now(); parseBBCode(input); const all = performance.now()-t;
console.log('lex', lex.toFixed(0), 'bbob parse', pa.toFixed(0), 'all', all.toFixed(0));
}
