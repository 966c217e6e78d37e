// A remote's web entry. The async boundary lets Module Federation negotiate shared singletons before React loads.
void import('./bootstrap');
