/**
 * /management/invoices (spec 001 §2.7): every invoice of the organisation, with filters
 * kept per list, paging, the PDF per invoice and (ours) the Excel of the filtered list and
 * the list's search field on the invoice number (issue 38).
 */
import type { TInvoice } from '@portal/shared/contract/rentals';
import { MESSAGES } from '@portal/shared/rules';
import { MANAGEMENT_TEXTS } from '@portal/shared/rules/management-texts';
import { usePageTitle } from '@portal/shared/ui';
import {
  DownloadButton,
  ListPage,
  listQueryProps,
  useListFilters,
  useListPageNumber,
} from '@portal/shared/ui/lists';
import { useManagementTabs } from '../components/management-tabs';
import { MANAGEMENT_INVOICE_COLUMNS } from '../features/invoices/components/invoice-columns';
import { InvoiceFilterFields } from '../features/invoices/components/invoice-filter-fields';
import { downloadInvoices } from '../features/invoices/api/download-invoices';
import { useManagementInvoices } from '../features/invoices/api/get-management-invoices';
import {
  EMPTY_INVOICE_FILTERS,
  type TInvoiceListFilters,
} from '../features/invoices/api/invoice-filters';

const IDENTIFIER = 'management_invoices';

export function InvoicesPage() {
  const title = MANAGEMENT_TEXTS.ui.tabs.invoices;
  usePageTitle(title);
  const tabs = useManagementTabs();
  const [page, setPage] = useListPageNumber(IDENTIFIER);
  const [filters, applyFilters] = useListFilters<TInvoiceListFilters>(
    IDENTIFIER,
    EMPTY_INVOICE_FILTERS,
  );
  const query = useManagementInvoices(page, filters);
  return (
    <ListPage<TInvoice, TInvoiceListFilters>
      className="management-list"
      title={title}
      identifier={IDENTIFIER}
      columns={MANAGEMENT_INVOICE_COLUMNS}
      {...listQueryProps(query, (data) => data.invoices)}
      getRowKey={(row) => row.invoiceId}
      search={{ hint: MANAGEMENT_TEXTS.ui.invoiceSearchHint }}
      page={page}
      onPageChange={setPage}
      {...(tabs.length > 0 ? { tabs } : {})}
      filter={{
        values: filters,
        defaults: EMPTY_INVOICE_FILTERS,
        render: (props) => <InvoiceFilterFields {...props} />,
        onApply: applyFilters,
      }}
      downloads={
        <DownloadButton label={MESSAGES.downloadExcel} download={() => downloadInvoices(filters)} />
      }
    />
  );
}
