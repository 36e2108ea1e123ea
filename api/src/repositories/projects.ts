import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { clients, projects } from '../db/schema.js';
import type { Project, ProjectDropdownItem, ProjectList, ProjectListQuery, ProjectOrderBy } from '../schemas/projects.js';
import { containsPattern, countAll, lowered, orderClauses, rowsToSkip, searchText, type Sortable } from './list-helpers.js';

export type NewProject = typeof projects.$inferInsert;

const projectColumns = {
  id: projects.id, name: projects.name, clientId: projects.clientId, clientName: clients.name, status: projects.status,
  startDate: projects.startDate, endDate: projects.endDate, progressDetails: projects.progressDetails,
};

const SORT_COLUMNS: Record<ProjectOrderBy, Sortable> = {
  name: lowered(projects.name),
  // The Client column shows the client's name, so that is what sorting it should follow.
  clientId: lowered(clients.name),
  startDate: projects.startDate,
  endDate: projects.endDate,
  status: projects.status,
};

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

export function createProjectsRepository(db: Database) {
  return {
    async list(query: ProjectListQuery): Promise<ProjectList> {
      const where = listFilters(query);
      const data = await selectProjects(db)
        .where(where)
        .orderBy(...orderClauses(SORT_COLUMNS[query.orderBy], query.order, projects.id))
        .limit(query.limit)
        .offset(rowsToSkip(query));
      const [count] = await db
        .select({ total: countAll() })
        .from(projects)
        .innerJoin(clients, eq(clients.id, projects.clientId))
        .where(where);
      return { data, total: count?.total ?? 0 };
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
