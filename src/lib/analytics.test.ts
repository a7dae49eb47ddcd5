import { pushPageView, recordFirstPageView } from './analytics';

const views = () =>
  (window.dataLayer ?? []).filter((entry) => entry.event === 'virtualPageView').map((entry) => entry.page);

beforeEach(() => {
  window.dataLayer = [];
});

it("records the page the entry shows once: the app's own first view of it is not pushed again", () => {
  recordFirstPageView('/login');
  pushPageView('/login');
  pushPageView('/enrollment');
  pushPageView('/login');
  expect(views()).toEqual(['/login', '/enrollment', '/login']);
});

it("pushes the app's first view when it is of another page than the entry recorded", () => {
  recordFirstPageView('/login');
  pushPageView('/account');
  expect(views()).toEqual(['/login', '/account']);
});
