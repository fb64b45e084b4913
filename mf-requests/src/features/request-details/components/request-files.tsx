/**
 * The files sent with a request (repair photos and PDFs): photos the browser can show
 * (JPEG, PNG, WebP) as thumbnails fetched with the token, every file with a download
 * button (PDFs and HEIC photos only that).
 */
import type { TRequestFile } from '@portal/shared/contract/requests';
import { MESSAGES } from '@portal/shared/rules';
import { useObjectUrl } from '@portal/shared/ui';
import { DownloadButton } from '@portal/shared/ui/lists';
import { requestFilePath, useRequestFile } from '../api/get-request-file';

/** Kinds every browser draws; HEIC photos from iPhones are offered as a download. */
const SHOWN_IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

function Thumbnail({ file }: { file: TRequestFile }) {
  const query = useRequestFile(file.guid);
  const url = useObjectUrl(query.data);
  if (query.status === 'error') return null;
  return url ? (
    <img className="requests-files__image" src={url} alt={file.fileName} />
  ) : (
    <span className="requests-files__placeholder" role="status">
      {MESSAGES.requestFileLoading}
    </span>
  );
}

export function RequestFiles({ files }: { files: TRequestFile[] }) {
  if (files.length === 0) return null;
  return (
    <section className="ui-card requests-details__card" aria-labelledby="requests-files">
      <h2 id="requests-files" className="requests-details__heading">
        {MESSAGES.requestFilesTitle}
      </h2>
      <ul className="requests-files">
        {files.map((file) => {
          const isShown = SHOWN_IMAGE_TYPES.has(file.mimeType);
          return (
            <li key={file.guid} className="requests-files__item">
              {isShown ? <Thumbnail file={file} /> : null}
              <DownloadButton
                label={MESSAGES.requestFileDownload(file.fileName)}
                path={requestFilePath(file.guid, file.type === 'IMAGE')}
                options={{ fileName: file.fileName }}
                className="requests-files__download"
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
