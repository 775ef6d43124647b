/**
 * The shape every catalog table shares (core §2 "List behaviour", §6): breadcrumb and title, a
 * create button, react-admin's List over the dataProvider's cached whole list (page size 10),
 * sorting, row selection with a confirmed bulk delete, the spec's empty text, and the action column
 * shown only with write or delete rights. Missing rights give the spec's denied toasts.
 */
import type { ReactElement, ReactNode } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box } from '@mui/material';
import {
  BulkDeleteButton,
  Button,
  Datagrid,
  FunctionField,
  TopToolbar,
  useNotify,
  useTranslate,
  type SortPayload,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAdminSession } from '../../../authProvider/session';
import { canDelete, canWrite, showActionColumn } from '../../../domain/permissions';
import { PageList } from '../../../layout/PageList';
import { RowActions } from './RowActions';

export interface CatalogListProps {
  resource: string;
  /** the access name of core §6 (Category, Brand, RarityLevel, Box) */
  module: string;
  /** catalogue key of the entity word in the denied toasts ("category") */
  entity: string;
  title: string;
  createLabel: string;
  createPath: string;
  editPath: (id: string) => string;
  emptyText: string;
  sort?: SortPayload;
  filters?: ReactElement[];
  filterDefaultValues?: Record<string, unknown>;
  /** controls shown in the toolbar before the create button (e.g. the box price filter) */
  toolbar?: ReactNode;
  children: ReactNode;
}

function DeniedBulkDelete({ entity }: { entity: string }) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Button
      label="catalog.common.delete"
      color="error"
      onClick={() => notify('catalog.common.deniedDelete', { type: 'error', messageArgs: { entity: translate(entity) } })}
    >
      <DeleteIcon />
    </Button>
  );
}

function CreateAction({ module, entity, label, to }: { module: string; entity: string; label: string; to: string }) {
  const { roles } = useAdminSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const translate = useTranslate();
  const create = () => {
    if (canWrite(roles, module)) navigate(to);
    else notify('catalog.common.deniedCreate', { type: 'error', messageArgs: { entity: translate(entity) } });
  };
  return (
    <Button label={label} onClick={create} variant="contained" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
      <AddIcon />
    </Button>
  );
}

export function CatalogList({
  resource, module, entity, title, createLabel, createPath, editPath, emptyText, sort, filters, filterDefaultValues, toolbar, children,
}: CatalogListProps) {
  const translate = useTranslate();
  const { roles } = useAdminSession();
  const heading = translate(title);
  const bulkActions = canDelete(roles, module) ? (
    <BulkDeleteButton
      mutationMode="pessimistic"
      confirmTitle="catalog.common.confirmDeleteTitle"
      confirmContent="catalog.common.confirmDelete"
      successMessage="catalog.common.bulkDeleted"
    />
  ) : (
    <DeniedBulkDelete entity={entity} />
  );

  return (
    <PageList
      title={heading}
      resource={resource}
      sort={sort}
      filters={filters}
      filterDefaultValues={filterDefaultValues}
      actions={
        <TopToolbar sx={{ alignItems: 'center' }}>
          {toolbar}
          <CreateAction module={module} entity={entity} label={createLabel} to={createPath} />
        </TopToolbar>
      }
      empty={false}
    >
      <Datagrid bulkActionButtons={bulkActions} rowClick={false} empty={<Box sx={{ p: 2 }}>{translate(emptyText)}</Box>}>
        {children}
        {showActionColumn(roles, module) ? (
          <FunctionField
            label="catalog.common.actions"
            sortable={false}
            render={() => <RowActions module={module} entity={entity} editPath={editPath} />}
          />
        ) : null}
      </Datagrid>
    </PageList>
  );
}
