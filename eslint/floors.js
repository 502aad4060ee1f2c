// The `floors/floors` lint rule: which folders a file may import from (docs/architecture.md,
// "Floors"). Each relative import is resolved against the repository root, so `../../staff/x`
// from server/community and `../staff/x` from server/ are the same folder to the rule.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** True when `file` (root-relative, with or without extension) is `folder` or lies inside it. */
function isIn(file, folder) {
  return file === folder || file.startsWith(`${folder}/`) || file.startsWith(`${folder}.`);
}

/** The first zone rule the import breaks, or undefined. */
function brokenZone(zones, importer, imported) {
  return zones.find((zone) => {
    if (!zone.files.some((folder) => isIn(importer, folder))) return false;
    if (zone.mayImportOnly) return !zone.mayImportOnly.some((folder) => isIn(imported, folder));
    return zone.mayNotImport.some((folder) => isIn(imported, folder));
  });
}

const floorsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps every import on its floor (docs/architecture.md, "Floors").' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            files: { type: 'array', items: { type: 'string' } },
            mayImportOnly: { type: 'array', items: { type: 'string' } },
            mayNotImport: { type: 'array', items: { type: 'string' } },
            because: { type: 'string' },
          },
          required: ['files', 'because'],
          additionalProperties: false,
        },
      },
    ],
    messages: { offFloor: '{{importer}} may not import {{imported}}: {{because}}' },
  },
  create(context) {
    const zones = context.options[0] ?? [];
    const importer = path.relative(root, context.filename).split(path.sep).join('/');
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const absolute = path.resolve(path.dirname(context.filename), source.value);
      const imported = path.relative(root, absolute).split(path.sep).join('/');
      const zone = brokenZone(zones, importer, imported);
      if (zone) {
        context.report({
          node: source,
          messageId: 'offFloor',
          data: { importer, imported, because: zone.because },
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { floors: floorsRule } };
