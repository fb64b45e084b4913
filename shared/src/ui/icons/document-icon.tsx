/** Document type icons of spec 000 §2.4: excel, file, pdf, ppt, txt, word, zip. */
import { documentTypeOf, type TDocumentType } from '../../rules/document-type.js';
import { createIcon, type TIconProps } from './icon.js';

const sheet = <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />;
const fold = <path d="M14 2v6h6" />;

function label(text: string) {
  return (
    <text
      x="12"
      y="17.5"
      textAnchor="middle"
      fontSize="6"
      fontWeight="700"
      fill="currentColor"
      stroke="none"
      fontFamily="system-ui, sans-serif"
    >
      {text}
    </text>
  );
}

const ICONS: Record<TDocumentType, ReturnType<typeof createIcon>> = {
  excel: createIcon(
    'ExcelIcon',
    <>
      {sheet}
      {fold}
      <path d="m9 12 6 6M15 12l-6 6" />
    </>,
  ),
  file: createIcon(
    'FileIcon',
    <>
      {sheet}
      {fold}
    </>,
  ),
  pdf: createIcon(
    'PdfIcon',
    <>
      {sheet}
      {fold}
      {label('PDF')}
    </>,
  ),
  ppt: createIcon(
    'PptIcon',
    <>
      {sheet}
      {fold}
      {label('PPT')}
    </>,
  ),
  txt: createIcon(
    'TxtIcon',
    <>
      {sheet}
      {fold}
      <path d="M8 13h8M8 17h6" />
    </>,
  ),
  word: createIcon(
    'WordIcon',
    <>
      {sheet}
      {fold}
      <path d="m8 12 1.5 6 2.5-4.5 2.5 4.5L16 12" />
    </>,
  ),
  zip: createIcon(
    'ZipIcon',
    <>
      {sheet}
      {fold}
      <path d="M10 4h2M12 6h2M10 8h2M12 10h2M10 12h2v4h-2z" />
    </>,
  ),
} as const;

/** Props of DocumentIcon: the icon props plus the document kind. */
export type TDocumentIconProps = TIconProps & { type: TDocumentType | string };

/** The icon of one document kind; an unknown `type` is mapped by documentTypeOf. */
export function DocumentIcon({ type, ...rest }: TDocumentIconProps) {
  const Icon = ICONS[documentTypeOf(type)];
  return <Icon {...rest} />;
}
