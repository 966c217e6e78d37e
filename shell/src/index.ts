// The async boundary lets Module Federation set up shared singletons before React loads.
void import('./bootstrap');
