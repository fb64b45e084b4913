/**
 * The documents tab of a product (spec 001 §2.4): tiles. An image is shown as a picture,
 * fetched as a Blob with the token header; any other document shows its type icon, type,
 * description and a download button.
 */
import { buildPath, DOWNLOAD_PATH, type TProductDocument } from '@portal/shared/contract';
import { MESSAGES } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { DocumentIcon, StatusPanel, useObjectUrl } from '@portal/shared/ui';
import { DownloadButton } from '@portal/shared/ui/lists';
import { useProductDocuments } from '../api/get-product-documents';
import { useProductImage } from '../api/get-product-image';

function isImage(document: TProductDocument): boolean {
  return document.type.toUpperCase() === 'IMAGE' || document.mimeType.startsWith('image/');
}

function ImageTile({ document }: { document: TProductDocument }) {
  const image = useProductImage(document.guid);
  const url = useObjectUrl(image.data);
  return (
    <li className="articles-document-tile">
      {image.status === 'error' ? (
        <StatusPanel type="inline-error" message={image.error.message} />
      ) : url ? (
        <img className="articles-document-tile__image" src={url} alt={document.description} />
      ) : (
        <p className="ui-muted" role="status">
          {TEXTS.documentImageLoading}
        </p>
      )}
      <p className="articles-document-tile__text">{document.description}</p>
    </li>
  );
}

function FileTile({ document }: { document: TProductDocument }) {
  return (
    <li className="articles-document-tile">
      <span className="articles-document-tile__type">
        <DocumentIcon type={document.mimeType} className="articles-document-tile__icon" />
        <span>{document.typeDisplay}</span>
      </span>
      <p className="articles-document-tile__text">{document.description}</p>
      <DownloadButton
        label={
          <>
            {MESSAGES.download}
            <span className="visually-hidden"> {document.description}</span>
          </>
        }
        path={buildPath(DOWNLOAD_PATH, { a: 'document', b: document.guid })}
        options={{ fileName: document.fileName }}
      />
    </li>
  );
}

export function ProductDocuments({ productId }: { productId: number }) {
  const query = useProductDocuments(productId);
  if (query.status === 'pending') return <StatusPanel type="loading" />;
  if (query.status === 'error')
    return <StatusPanel type="inline-error" message={query.error.message} />;
  if (query.data.length === 0) return <StatusPanel type="noData" />;
  return (
    <ul className="articles-document-tiles" aria-label={TEXTS.documentsTitle}>
      {query.data.map((document) =>
        isImage(document) ? (
          <ImageTile key={document.documentId} document={document} />
        ) : (
          <FileTile key={document.documentId} document={document} />
        ),
      )}
    </ul>
  );
}
