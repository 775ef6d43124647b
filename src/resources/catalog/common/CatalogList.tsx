/**
 * The shape every catalog table shares (core §2 "List behaviour", §6): breadcrumb and title, a
 * create button, react-admin's List over the dataProvider's cached whole list (page size 10),
 * sorting, row selection with a confirmed bulk delete, the spec's empty text, and the action column
 * shown only with write or delete rights. The screen gives the DataTable's columns; their titles are
 * the fields' labels (resources.<name>.fields.<source>). Create and bulk delete are shown only with the module's
 * write / delete right; a row action the member lacks gives the spec's denied toast (RowActions).
 */
import type { ReactElement, ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import { Button, DataTable, TopToolbar, useTranslate, type SortPayload } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PageList } from '../../../layout/PageList';
import { PageLoading } from '../../../layout/PageLoading';
import { RowActions } from './RowActions';
import { linkTo, type Descriptor } from '../../../layout/descriptor';
import { useActionAccess } from '../../../layout/useActionAccess';
import { BulkDeleteConfirmButton } from '../../../layout/BulkDeleteConfirmButton';

export interface CatalogListProps {
  /** the entity listed: its resource, access name (core §6), title and the URLs of its form */
  descriptor: Descriptor;
  /** catalogue key of the entity word in the denied toasts ("category") */
  entity: string;
  createLabel: string;
  emptyText: string;
  sort?: SortPayload;
  filters?: ReactElement[];
  filterDefaultValues?: Record<string, unknown>;
  /** react-admin's permanent filter, over the chosen one (the box list's "outside band" rows) */
  filter?: Record<string, unknown>;
  /** controls shown in the toolbar before the create button (e.g. the box price filter) */
  toolbar?: ReactNode;
  children: ReactNode;
}

/** Shown only with the module's write right (a read-only member sees no create button). */
function CreateAction({ label, to }: { label: string; to: string }) {
  const navigate = useNavigate();
  return (
    <Button label={label} onClick={() => navigate(to)} variant="contained" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
      <AddIcon />
    </Button>
  );
}

export function CatalogList({
  descriptor,
  entity,
  createLabel,
  emptyText,
  sort,
  filters,
  filterDefaultValues,
  filter,
  toolbar,
  children,
}: CatalogListProps) {
  const translate = useTranslate();
  const { isPending, mayCreate, mayEdit, mayDelete, mayAct } = useActionAccess(descriptor.name);
  const heading = translate(descriptor.labelKey);
  if (isPending) return <PageLoading />;
  const bulkActions = mayDelete ? <BulkDeleteConfirmButton /> : false;

  return (
    <PageList
      title={heading}
      resource={descriptor.name}
      sort={sort}
      filters={filters}
      filterDefaultValues={filterDefaultValues}
      filter={filter}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          {toolbar}
          {mayCreate ? <CreateAction label={createLabel} to={linkTo(descriptor, 'create')} /> : null}
        </TopToolbar>
      }
      empty={false}
    >
      <DataTable bulkActionButtons={bulkActions} rowClick={false} empty={<Box sx={{ p: 2 }}>{translate(emptyText)}</Box>}>
        {children}
        {mayAct ? (
          <DataTable.Col label="catalog.common.actions">
            <RowActions descriptor={descriptor} entity={entity} mayEdit={mayEdit} mayDelete={mayDelete} />
          </DataTable.Col>
        ) : null}
      </DataTable>
    </PageList>
  );
}
