/**
 * The case's YAML in CodeMirror 6 (docs/adr/0025-case-editor.md): YAML highlighting, line numbers,
 * history, and a linter that asks the server's Validate (the same checks as `cbsim validate`) and
 * marks each error at its line and column, and completion of keys and values from the case JSON
 * Schema (schemaCompletion.ts). Only this module imports CodeMirror: the editor page
 * loads it lazily, so no other bundle carries it.
 */
import { autocompletion, type CompletionContext } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { yaml as yamlLanguage } from '@codemirror/lang-yaml';
import { defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { linter, lintGutter, type Diagnostic } from '@codemirror/lint';
import { EditorState, type Text } from '@codemirror/state';
import { EditorView, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import caseSchema from '../../../../../schemas/scenario.schema.json' with { type: 'json' };
import { placeAt, suggestionsAt, type SchemaNode } from './schemaCompletion.ts';

export type YamlError = { line: number; column: number; message: string };

/** The document offset of a 1-based line and column, kept inside the document. */
export const offsetOf = (doc: Text, line: number, column: number) => {
  const l = doc.line(Math.min(Math.max(line, 1), doc.lines));
  return Math.min(l.from + Math.max(column, 1) - 1, l.to);
};

/** Keys and values the case schema allows at the cursor; on typing, or on Ctrl+Space anywhere. */
const completeFromSchema = (ctx: CompletionContext) => {
  const line = ctx.state.doc.lineAt(ctx.pos);
  const place = placeAt(ctx.state.doc.toJSON(), line.number - 1, ctx.pos - line.from);
  if (!place) return null;
  if (!ctx.explicit && place.prefix === '' && !(place.mode === 'key' && place.itemStart))
    return null;
  const options = suggestionsAt(caseSchema as unknown as SchemaNode, place).map((s) => ({
    label: s.label,
    apply: s.apply,
    info: s.info,
    type: place.mode === 'key' && s.apply.endsWith(': ') ? 'property' : 'enum',
    boost: s.required ? 1 : 0,
  }));
  return options.length ? { from: line.from + place.from, options, validFor: /^[\w.-]*$/ } : null;
};

export default function YamlEditor({
  value,
  onChange,
  check,
  onChecked,
  ariaLabel,
}: {
  value: string;
  onChange: (text: string) => void;
  /** The errors of a text (the server's Validate). */
  check: (text: string) => Promise<YamlError[]>;
  /** Each check's errors, for the list beside the editor. */
  onChecked: (errors: YamlError[]) => void;
  ariaLabel: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // The latest callbacks, read by the editor's extensions (made once).
  const latest = useRef({ onChange, check, onChecked });
  useEffect(() => {
    latest.current = { onChange, check, onChecked };
  });

  useEffect(() => {
    if (!host.current) return;
    const lint = linter(
      async (v): Promise<Diagnostic[]> => {
        const errors = await latest.current.check(v.state.doc.toString());
        latest.current.onChecked(errors);
        return errors.map((e) => {
          const from = offsetOf(v.state.doc, e.line, e.column);
          const to = Math.max(from, v.state.doc.lineAt(from).to);
          return { from, to, severity: 'error', message: e.message };
        });
      },
      { delay: 600 },
    );
    const v = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          keymap.of([...defaultKeymap, ...historyKeymap]),
          yamlLanguage(),
          syntaxHighlighting(defaultHighlightStyle),
          lintGutter(),
          lint,
          autocompletion({ override: [completeFromSchema] }),
          EditorView.contentAttributes.of({ 'aria-label': ariaLabel }),
          EditorView.updateListener.of((u) => {
            if (u.docChanged) latest.current.onChange(u.state.doc.toString());
          }),
          EditorView.theme({
            '&': { height: '60vh', border: '1px solid #d9d9d9', fontSize: '13px' },
            '.cm-scroller': { overflow: 'auto', fontFamily: 'monospace' },
          }),
        ],
      }),
    });
    view.current = v;
    return () => {
      v.destroy();
      view.current = null;
    };
    // The editor is made once per mount; later values come from its own edits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return <div ref={host} data-testid="yaml-editor" />;
}
