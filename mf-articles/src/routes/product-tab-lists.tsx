/**
 * The paged tabs of a product page (spec 001 §2.4): repairs, inspections (each with its
 * own dates, the product's due date above them), cleanings (with the status filter In
 * behandeling / Afgerond / Naar reparatie) and the log 'Product historie' (Datum, Actie,
 * Details, Door).
 */
import type {
  TCleaning,
  TCleaningStatus,
  TProductDetails,
  TProductLogEntry,
} from '@portal/shared/contract/articles';
import { formatDate, formatDateTime } from '@portal/shared/rules';
import { ARTICLES_TEXTS as TEXTS } from '@portal/shared/rules/articles-texts';
import { KeepCodesWhole, SelectField } from '@portal/shared/ui';
import { PagedList, type TListColumn } from '@portal/shared/ui/lists';
import { useState } from 'react';
import { Badge } from '@portal/shared/ui/lists';
import { InspectionDue } from '../components/status-badges';
import { useCleanings } from '../features/cleanings/api/get-cleanings';
import { useInspections } from '../features/inspections/api/get-inspections';
import { inspectionColumns } from '../features/inspections/components/inspection-columns';
import { useProductLog } from '../features/product-log/api/get-product-log';
import { useRepairs } from '../features/repairs/api/get-repairs';
import { repairColumns } from '../features/repairs/components/repair-columns';

const PRODUCT_REPAIR_COLUMNS = repairColumns(false);
const PRODUCT_INSPECTION_COLUMNS = inspectionColumns('product');

export function ProductRepairs({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const query = useRepairs({ tab: 'product', productId, page });
  return (
    <PagedList
      query={query}
      selectRows={(data) => data.repairs}
      columns={PRODUCT_REPAIR_COLUMNS}
      getRowKey={(row) => row.repairId}
      caption={TEXTS.productTabs.repairs}
      page={page}
      onPageChange={setPage}
    />
  );
}

export function ProductInspections({ details }: { details: TProductDetails }) {
  const { productId } = details;
  const [page, setPage] = useState(1);
  const query = useInspections({ tab: 'product', productId, page });
  return (
    <>
      <dl className="ui-details articles-inspection-due">
        <div className="ui-details__row">
          <dt>{TEXTS.details.nextInspection}</dt>
          <dd>
            <InspectionDue date={details.nextInspectionDate} due={details.inspectionDue} />
          </dd>
        </div>
      </dl>
      <PagedList
        query={query}
        selectRows={(data) => data.inspections}
        columns={PRODUCT_INSPECTION_COLUMNS}
        getRowKey={(row) => row.inspectionId ?? `due-${row.productId}`}
        caption={TEXTS.productTabs.inspections}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}

const CLEANING_TONES = { PROCESSING: 'warning', RELEASED: 'success', REPAIR: 'danger' } as const;

const CLEANING_COLUMNS: TListColumn<TCleaning>[] = [
  {
    key: 'status',
    header: TEXTS.cleaningColumns.status,
    render: (row) => (
      <Badge tone={CLEANING_TONES[row.status]}>{TEXTS.cleaningStatus[row.status]}</Badge>
    ),
  },
  {
    key: 'createDate',
    header: TEXTS.cleaningColumns.createDate,
    kind: 'date',
    render: (row) => formatDate(row.createDate),
  },
  {
    key: 'cleanDate',
    header: TEXTS.cleaningColumns.cleanDate,
    kind: 'date',
    render: (row) => formatDate(row.cleanDate),
  },
];

const CLEANING_STATUSES: readonly TCleaningStatus[] = ['PROCESSING', 'RELEASED', 'REPAIR'];

export function ProductCleanings({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TCleaningStatus | ''>('');
  const query = useCleanings({ productId, page, status });
  return (
    <>
      <SelectField
        label={TEXTS.filters.cleaningStatus}
        name="cleaningStatus"
        placeholder={TEXTS.filters.allStatuses}
        options={CLEANING_STATUSES.map((value) => ({
          value,
          label: TEXTS.cleaningStatus[value],
        }))}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as TCleaningStatus | '');
          setPage(1);
        }}
        fieldClassName="articles-inline-filter"
      />
      <PagedList
        query={query}
        selectRows={(data) => data.cleanings}
        columns={CLEANING_COLUMNS}
        getRowKey={(row) => row.cleaningId}
        caption={TEXTS.productTabs.cleanings}
        page={page}
        onPageChange={setPage}
      />
    </>
  );
}

const LOG_COLUMNS: TListColumn<TProductLogEntry>[] = [
  {
    key: 'createDate',
    header: TEXTS.logColumns.createDate,
    kind: 'date',
    render: (row) => formatDateTime(row.createDate),
  },
  { key: 'message', header: TEXTS.logColumns.message, render: (row) => row.message },
  {
    key: 'specification',
    header: TEXTS.logColumns.specification,
    render: (row) => <KeepCodesWhole text={row.specification} />,
  },
  { key: 'name', header: TEXTS.logColumns.name, render: (row) => row.name },
];

export function ProductLog({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const query = useProductLog({ productId, page });
  return (
    <PagedList
      query={query}
      selectRows={(data) => data.log}
      columns={LOG_COLUMNS}
      getRowKey={(row) => `${row.createDate}-${row.message}-${row.specification}`}
      caption={TEXTS.productTabs.log}
      page={page}
      onPageChange={setPage}
    />
  );
}
