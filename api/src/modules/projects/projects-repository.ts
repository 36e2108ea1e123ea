import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { clients, projects } from '../../platform/db/schema/index.js';
import { violatedUniqueIndex } from '../../platform/db/unique-violation.js';
import type { Project, ProjectDropdownItem, ProjectList, ProjectListQuery, ProjectOrderBy } from '@portal/shared-contracts';
import { defineList, defineRead } from '../../platform/lists/list-definition.js';
import { containsPattern, countAll, lowered, orderClauses, searchText, type SortOrder } from '../../platform/lists/list-helpers.js';
import { noListMemory, type ListMemory } from '../../platform/lists/list-memory.js';
import { idIsAnyOf, PAGE_WINDOW, pageWindow, preparedOnFirstUse, preparedPer } from '../../platform/lists/prepared.js';
import { readList } from '../../platform/lists/read-list.js';
import { duplicateProjectName, type ProjectValues } from './rules.js';

export type NewProject = typeof projects.$inferInsert;

/** The (client, normalised name) unique index decides, so two concurrent creates cannot both win. */
function asDuplicateName(error: unknown): unknown {
  return violatedUniqueIndex(error) === 'projects_client_name_lower_idx' ? duplicateProjectName() : error;
}

const projectColumns = {
  id: projects.id, name: projects.name, clientId: projects.clientId, clientName: clients.name, status: projects.status,
  startDate: projects.startDate, endDate: projects.endDate, progressDetails: projects.progressDetails,
};

export const PROJECTS_LIST = defineList<ProjectOrderBy, ProjectListQuery>({
  name: 'projects',
  tables: [projects, clients],
  sortColumns: {
    name: lowered(projects.name),
    // The Client column shows the client's name, so that is what sorting it should follow.
    clientId: lowered(clients.name),
    startDate: projects.startDate,
    endDate: projects.endDate,
    status: projects.status,
  },
  filtersOf: (query) => ({ search: searchText(query.searchInput), clientId: query.clientId, status: query.status }),
});

/** The project pickers' options, each naming its client. */
export const PROJECT_OPTIONS = defineRead('project options', [projects, clients]);
const SORT_COLUMNS = PROJECTS_LIST.sortColumns;

function listFilters(query: ProjectListQuery): SQL | undefined {
  const search = searchText(query.searchInput);
  return and(
    search ? or(ilike(projects.name, containsPattern(search)), ilike(clients.name, containsPattern(search))) : undefined,
    query.clientId ? eq(projects.clientId, query.clientId) : undefined,
    query.status ? eq(projects.status, query.status) : undefined,
  );
}

function selectProjects(db: Database) {
  return db.select(projectColumns).from(projects).innerJoin(clients, eq(clients.id, projects.clientId)).$dynamic();
}

export function createProjectsRepository(db: Database, memory: ListMemory = noListMemory) {
  const unfilteredPage = preparedPer((orderBy: ProjectOrderBy, order: SortOrder) =>
    selectProjects(db)
      .orderBy(...orderClauses(SORT_COLUMNS[orderBy], order, projects.id))
      .limit(PAGE_WINDOW.limit)
      .offset(PAGE_WINDOW.offset)
      .prepare(`projects_page_${orderBy}_${order}`),
  );
  const projectsByIds = preparedOnFirstUse(() => selectProjects(db).where(idIsAnyOf(projects.id)).prepare('projects_by_ids'));
  return {
    async list(query: ProjectListQuery): Promise<ProjectList> {
      const where = listFilters(query);
      const sortKey = SORT_COLUMNS[query.orderBy];
      return readList(PROJECTS_LIST, {
        db,
        recall: await memory.now(),
        query,
        filtered: where !== undefined,
        count: async () => (await db.select({ total: countAll() }).from(projects).innerJoin(clients, eq(clients.id, projects.clientId)).where(where))[0]?.total ?? 0,
        plans: (read) => ({
          unfiltered: () => unfilteredPage(query.orderBy, read.order).execute(pageWindow(read)),
          walk: () => selectProjects(db).where(where).orderBy(...orderClauses(sortKey, read.order, projects.id)).limit(read.limit).offset(read.offset),
          matches: () => db.select({ id: projects.id, k: sql`${sortKey}`.as('k') }).from(projects).innerJoin(clients, eq(clients.id, projects.clientId)).where(where).getSQL(),
          byIds: (ids) => projectsByIds().execute({ ids }),
        }),
      });
    },

    async findById(id: number): Promise<Project | null> {
      const [row] = await selectProjects(db).where(eq(projects.id, id));
      return row ?? null;
    },

    async dropdown(): Promise<ProjectDropdownItem[]> {
      return db
        .select({ id: projects.id, name: projects.name, clientName: clients.name })
        .from(projects)
        .innerJoin(clients, eq(clients.id, projects.clientId))
        .orderBy(lowered(projects.name), asc(projects.id));
    },

    async create(values: ProjectValues): Promise<Project> {
      const [row] = await db.insert(projects).values(values).returning({ id: projects.id }).catch((error: unknown) => {
        throw asDuplicateName(error);
      });
      const created = row && (await this.findById(row.id));
      if (!created) throw new Error('inserted project not found');
      return created;
    },

    /** Replaces the project's fields; null when there is no such project. */
    async update(id: number, values: ProjectValues): Promise<Project | null> {
      const [row] = await db
        .update(projects)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(projects.id, id))
        .returning({ id: projects.id })
        .catch((error: unknown) => {
          throw asDuplicateName(error);
        });
      return row ? this.findById(row.id) : null;
    },

    async insertMany(rows: NewProject[]): Promise<number[]> {
      if (rows.length === 0) return [];
      const inserted = await db.insert(projects).values(rows).returning({ id: projects.id });
      return inserted.map((r) => r.id);
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: countAll() }).from(projects);
      return row?.total ?? 0;
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
