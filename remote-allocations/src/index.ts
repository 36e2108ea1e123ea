import('./app/bootstrap');
