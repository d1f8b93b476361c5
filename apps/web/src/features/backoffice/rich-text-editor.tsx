import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useState } from 'react';
import { inputClass } from './ui';

/**
 * The rich-text editor of resource bodies (Tiptap, issue 20). It lives in the back-office chunk
 * only. It offers what the server's sanitiser keeps (resources/sanitize.ts): paragraphs, two
 * heading levels, bold, italic, underline, lists, quotes and http(s)/mailto links; whatever it
 * produces is cleaned again on the server before it is stored.
 */
export function RichTextEditor({
  labelId,
  describedBy,
  value,
  onChange,
}: {
  labelId: string;
  describedBy?: string;
  value: string;
  onChange: (html: string) => void;
}) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto'],
          isAllowedUri: (url) => /^(https?:|mailto:)/i.test(url),
        },
      }),
    ],
    content: value,
    // Tiptap's own <style> element would break the Content-Security-Policy (no inline styles);
    // what ProseMirror needs (pre-wrap white space) is in the class list below.
    injectCSS: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class:
          'resource-body min-h-48 whitespace-pre-wrap break-words space-y-3 rounded-b-xl bg-white p-3 leading-relaxed focus:outline-none [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-100 [&_blockquote]:pl-3',
      },
    },
    onUpdate: ({ editor }) => onChange(editor.isEmpty ? '' : editor.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor }) => ({
      bold: editor?.isActive('bold') ?? false,
      italic: editor?.isActive('italic') ?? false,
      underline: editor?.isActive('underline') ?? false,
      h3: editor?.isActive('heading', { level: 3 }) ?? false,
      bullets: editor?.isActive('bulletList') ?? false,
      numbers: editor?.isActive('orderedList') ?? false,
      quote: editor?.isActive('blockquote') ?? false,
      link: editor?.isActive('link') ?? false,
    }),
  });
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
  const linkId = useId();
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const tool = (label: string, active: boolean | undefined, run: () => void) => (
    <button
      type="button"
      aria-pressed={active ?? false}
      onClick={run}
      className="min-h-9 rounded-lg px-2.5 text-sm font-semibold text-ink-900 hover:bg-brand-100 aria-pressed:bg-brand-600 aria-pressed:text-white"
    >
      {label}
    </button>
  );
  return (
    <div className="rounded-xl border border-ink-500/40 focus-within:ring-2 focus-within:ring-brand-600">
      <div
        role="toolbar"
        aria-label="Formatting"
        className="flex flex-wrap gap-1 border-b border-ink-500/20 bg-cream p-1.5"
      >
        {tool('Bold', state?.bold, () => chain().toggleBold().run())}
        {tool('Italic', state?.italic, () => chain().toggleItalic().run())}
        {tool('Underline', state?.underline, () => chain().toggleUnderline().run())}
        {tool('Heading', state?.h3, () => chain().toggleHeading({ level: 3 }).run())}
        {tool('Bulleted list', state?.bullets, () => chain().toggleBulletList().run())}
        {tool('Numbered list', state?.numbers, () => chain().toggleOrderedList().run())}
        {tool('Quote', state?.quote, () => chain().toggleBlockquote().run())}
        {tool('Link', state?.link || linking, () => {
          if (state?.link) chain().extendMarkRange('link').unsetLink().run();
          else setLinking((v) => !v);
        })}
        {tool('Undo', false, () => chain().undo().run())}
        {tool('Redo', false, () => chain().redo().run())}
      </div>
      {linking && (
        <div className="flex flex-wrap items-center gap-2 border-b border-ink-500/20 bg-cream p-2">
          <label htmlFor={linkId} className="text-sm font-semibold">
            Link address
          </label>
          <input
            id={linkId}
            value={href}
            onChange={(e) => setHref(e.target.value)}
            className={`${inputClass} min-w-64 flex-1`}
          />
          <button
            type="button"
            className="min-h-11 rounded-full bg-brand-600 px-4 font-semibold text-white"
            onClick={() => {
              if (/^(https?:\/\/|mailto:)\S+$/i.test(href.trim()))
                chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
              setLinking(false);
            }}
          >
            Apply link
          </button>
        </div>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
