API tests (jest, on PGlite and, when it can be installed, on PostgreSQL)
