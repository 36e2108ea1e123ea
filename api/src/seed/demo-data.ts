/** Fixed vocabularies that make the generated demo data look like a real company's. */

export const DEMO_ACCOUNTS = [
  { officeEmail: 'admin@example.com', firstName: 'Alice', lastName: 'Morgan', gender: 'FEMALE', role: 'ADMIN', departmentId: 6, jobTitle: 'Operations Director' },
  { officeEmail: 'manager@example.com', firstName: 'Marcus', lastName: 'Reed', gender: 'MALE', role: 'MANAGER', departmentId: 1, jobTitle: 'Engineering Manager' },
  { officeEmail: 'employee@example.com', firstName: 'Priya', lastName: 'Sharma', gender: 'FEMALE', role: 'EMPLOYEE', departmentId: 1, jobTitle: 'Software Engineer' },
] as const;

/** Job titles by department id (1..7). */
export const JOB_TITLES: Record<number, readonly string[]> = {
  1: ['Software Engineer', 'Senior Software Engineer', 'QA Engineer', 'DevOps Engineer', 'Frontend Developer', 'Data Engineer'],
  2: ['Account Executive', 'Sales Development Representative', 'Sales Manager', 'Solutions Consultant'],
  3: ['Marketing Specialist', 'Content Strategist', 'Product Marketing Manager', 'SEO Analyst'],
  4: ['Financial Analyst', 'Accountant', 'Payroll Specialist', 'Finance Manager'],
  5: ['HR Generalist', 'Recruiter', 'People Partner', 'Learning Coordinator'],
  6: ['Operations Analyst', 'Project Coordinator', 'Office Manager', 'Program Manager'],
  7: ['Executive Assistant', 'Facilities Coordinator', 'Legal Counsel', 'Business Analyst'],
};

/** Real states (by the names in country-state-city) with real cities, so addresses hang together. */
export const ADDRESS_REGIONS = {
  US: {
    California: ['San Francisco', 'Los Angeles', 'San Diego', 'San Jose'],
    Texas: ['Austin', 'Dallas', 'Houston'],
    'New York': ['New York', 'Buffalo', 'Rochester'],
    Washington: ['Seattle', 'Bellevue', 'Spokane'],
    Illinois: ['Chicago', 'Naperville'],
    Massachusetts: ['Boston', 'Cambridge'],
    Colorado: ['Denver', 'Boulder'],
  },
  IN: {
    Karnataka: ['Bengaluru', 'Mysuru'],
    Maharashtra: ['Mumbai', 'Pune', 'Nagpur'],
    Telangana: ['Hyderabad', 'Warangal'],
    'Tamil Nadu': ['Chennai', 'Coimbatore'],
    Delhi: ['New Delhi'],
    Haryana: ['Gurugram', 'Faridabad'],
  },
} as const;

export const PROJECT_NAMES = [
  'Customer Portal', 'Mobile Banking App', 'Data Warehouse Migration', 'CRM Integration', 'Payment Gateway',
  'Analytics Dashboard', 'Cloud Migration', 'Website Redesign', 'Inventory System', 'Onboarding Portal',
  'Security Audit', 'API Modernization', 'Supply Chain Tracker', 'Marketing Automation', 'Billing Platform',
  'Support Chatbot', 'Compliance Reporting', 'E-commerce Storefront', 'Field Service App', 'Data Lake',
  'Loyalty Program', 'Document Management', 'Telemetry Pipeline', 'Partner Portal', 'QA Automation',
] as const;

export const WORK_DESCRIPTIONS = [
  'Implemented pagination and sorting for the list view',
  'Fixed session timeout issue reported by QA',
  'Code review and merge of open pull requests',
  'Sprint planning and backlog grooming with the team',
  'Wrote unit tests for the reporting module',
  'Client call to clarify acceptance criteria',
  'Designed database schema changes for the new release',
  'Investigated slow queries and added indexes',
  'Prepared release notes and deployment checklist',
  'Built the CSV export for monthly reports',
  'Updated API documentation for partner teams',
  'Pair programming on the checkout flow',
  'Triaged production incidents and wrote a postmortem',
  'Refactored the authentication middleware',
  'Set up CI pipeline for integration tests',
  'UX review of the onboarding screens with design',
  'Migrated legacy data to the new schema',
  'Performance testing of the search endpoint',
  'Configured monitoring dashboards and alerts',
  'Requirements workshop with client stakeholders',
  'Fixed layout issues on small screens',
  'Implemented role-based access checks',
  'Status report and budget review with the client',
  'Wrote end-to-end tests for the main user flows',
  'Knowledge transfer session for new team members',
] as const;

export const REJECTION_REASONS = [
  'Hours exceed the allocation for this project; please split across projects.',
  'Description is too vague; add the ticket or task reference.',
  'Logged against the wrong project.',
  'Duplicate entry for the same day.',
] as const;
