// Reference data for forms (spec 000 §7, 001 §7): locations, departments, contacts,
// warehouses, inspection types, catalogue categories and articles.
import {
  getArticlesCall,
  getCategoriesCall,
  getAdministratorsCall,
  getContactsCall,
  getDepartmentsCall,
  getInspectionTypesCall,
  getLocationsCall,
  getWarehousesCall,
} from '@portal/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { TDeps } from '../../deps.js';
import { success } from '../../answer/envelope.js';
import { registerCall, sessionOf } from '../../http/register-call.js';
import { findAdministrators } from '../../repositories/users-repository.js';
import {
  findArticles,
  findCategories,
  findContacts,
  findDepartments,
  findInspectionTypes,
  findLocations,
  findWarehouses,
} from '../../repositories/reference-repository.js';

export function referenceCalls(app: FastifyInstance, { db }: TDeps): void {
  registerCall(app, getLocationsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    const parentId = context.params.id === 0 ? null : context.params.id;
    return success({ locations: await findLocations(db, organisationId, parentId) });
  });

  registerCall(app, getDepartmentsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    return success({ departments: await findDepartments(db, organisationId, context.params.id) });
  });

  registerCall(app, getContactsCall, async (context) => {
    const { organisationId, userId } = sessionOf(context);
    return success({ contacts: await findContacts(db, organisationId, userId) });
  });

  registerCall(app, getAdministratorsCall, async (context) => {
    const { organisationId } = sessionOf(context);
    return success({ administrators: await findAdministrators(db, organisationId) });
  });

  registerCall(app, getWarehousesCall, async () =>
    success({ warehouses: await findWarehouses(db) }),
  );

  registerCall(app, getInspectionTypesCall, async () =>
    success({ inspectionTypes: await findInspectionTypes(db) }),
  );

  registerCall(app, getCategoriesCall, async ({ body }) =>
    success({ categories: await findCategories(db, body.articleType) }),
  );

  registerCall(app, getArticlesCall, async ({ body }) =>
    success({ articles: await findArticles(db, body.categoryId, body.articleType) }),
  );
}
