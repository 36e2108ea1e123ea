-- The department list is fixed by the product spec (§3); ids are part of the API contract.
INSERT INTO "departments" ("id", "name") VALUES
	(1, 'ENGINEERING'),
	(2, 'SALES'),
	(3, 'MARKETING'),
	(4, 'FINANCE'),
	(5, 'HUMAN_RESOURCES'),
	(6, 'OPERATIONS'),
	(7, 'OTHER');
