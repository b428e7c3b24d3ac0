/**
 * The tests break copies of the site's studies on purpose. In a GitHub workflow, `npm run check`
 * also prints each problem as an annotation, which GitHub would pin to the real file's line in
 * the pull request ("{fast}" on Stockboy's story): the copies' checks run as outside one.
 */
delete process.env.GITHUB_ACTIONS;
