import { lazy } from './i18n/lazy-screen';
import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { Shell } from './shell/Shell';
import { NotFound } from './shell/NotFound';
import { ScreenBoundary } from './shell/ScreenError';
import { HomeScreen, LibraryHome, LoginScreen } from './routing/first-screens'; // b17, s29: chunks of their own
import { devRoutes } from './dev/routes';
import { startNow } from './idle';
import { uploadQueueStarted } from './upload/start';
import { ROUTE_IDS } from './routing/first-routes'; // b17c: the routes that the first table has too

/**
 * Every screen but the first ones (the anonymous home, the library home, login) is a chunk of its
 * own, loaded on first visit (issue 8: the first screen loads only what it needs). The Shell holds
 * the Suspense boundary; a navigation keeps the current screen until the next one has loaded.
 */
const ArtistsBrowse = lazy(async () => ({ default: (await import('./library/ArtistsBrowse')).ArtistsBrowse }));
const AlbumsBrowse = lazy(async () => ({ default: (await import('./library/AlbumsBrowse')).AlbumsBrowse }));
const ArtistDetail = lazy(async () => ({ default: (await import('./library/ArtistDetail')).ArtistDetail }));
const AlbumDetail = lazy(async () => ({ default: (await import('./library/AlbumDetail')).AlbumDetail }));
const TrackDetail = lazy(async () => ({ default: (await import('./library/TrackDetail')).TrackDetail }));
const TagDetail = lazy(async () => ({ default: (await import('./library/TagDetail')).TagDetail }));
const ChannelsBrowse = lazy(async () => ({ default: (await import('./channels/ChannelsBrowse')).ChannelsBrowse }));
const PodcastsBrowse = lazy(async () => ({ default: (await import('./channels/PodcastsBrowse')).PodcastsBrowse }));
// subs19: the user's subscribed channels.
const SubscriptionsScreen = lazy(async () => ({
  default: (await import('./channels/SubscriptionsScreen')).SubscriptionsScreen,
}));
// notif21: the inbox and the support reminder.
const NotificationsScreen = lazy(async () => ({
  default: (await import('./notifications/NotificationsScreen')).NotificationsScreen,
}));
const PlaylistsBrowse = lazy(async () => ({ default: (await import('./playlists/PlaylistsBrowse')).PlaylistsBrowse }));
const PlaylistDetail = lazy(async () => ({ default: (await import('./playlists/PlaylistDetail')).PlaylistDetail }));
const LibraryDetail = lazy(async () => ({ default: (await import('./libraries/LibraryDetail')).LibraryDetail }));
const UploadDetail = lazy(async () => ({ default: (await import('./library/UploadDetail')).UploadDetail }));
// remote18: libraries of other pods.
const RemoteLibraries = lazy(async () => ({ default: (await import('./libraries/RemoteLibraries')).RemoteLibraries }));
const QueueScreen = lazy(async () => ({ default: (await import('./player/QueueScreen')).QueueScreen }));
const RadiosBrowse = lazy(async () => ({ default: (await import('./radios/RadiosBrowse')).RadiosBrowse }));
// radio20
const RadioBuilder = lazy(async () => ({ default: (await import('./radios/RadioBuilder')).RadioBuilder }));
const RadioDetail = lazy(async () => ({ default: (await import('./radios/RadioDetail')).RadioDetail }));
const LogoutScreen = lazy(async () => ({ default: (await import('./auth/LogoutScreen')).LogoutScreen }));
const InstanceChooser = lazy(async () => ({ default: (await import('./auth/InstanceChooser')).InstanceChooser }));
const FavoritesScreen = lazy(async () => ({ default: (await import('./favorites/FavoritesScreen')).FavoritesScreen }));
const DownloadsScreen = lazy(async () => ({ default: (await import('./downloads/DownloadsScreen')).DownloadsScreen }));
const SettingsScreen = lazy(async () => ({ default: (await import('./settings/SettingsScreen')).SettingsScreen }));
// profile18: profiles /@{username} and /@{username}@{domain}.
const ProfileLayout = lazy(async () => ({ default: (await import('./profiles/ProfileLayout')).ProfileLayout }));
const ProfileOverview = lazy(async () => ({ default: (await import('./profiles/ProfileOverview')).ProfileOverview }));
const ProfileActivity = lazy(async () => ({ default: (await import('./profiles/ProfileActivity')).ProfileActivity }));
const ProfileManageUploads = lazy(async () => ({
  default: (await import('./profiles/ProfileManageUploads')).ProfileManageUploads,
}));
// Issue 18 (lib18): /content and the user's libraries.
const ContentHome = lazy(async () => ({ default: (await import('./libraries/ContentHome')).ContentHome }));
const MyLibraries = lazy(async () => ({ default: (await import('./libraries/MyLibraries')).MyLibraries }));
const CreateLibrary = lazy(async () => ({ default: (await import('./libraries/MyLibraries')).CreateLibrary }));
const ContentFiles = lazy(async () => ({ default: (await import('./libraries/ContentFiles')).ContentFiles }));
// chan19: the channel page /channels/{id} and its children.
const ChannelPage = lazy(async () => ({ default: (await import('./channels/ChannelPage')).ChannelPage }));
const ChannelOverview = lazy(async () => ({ default: (await import('./channels/ChannelTabs')).ChannelOverview }));
const ChannelEpisodes = lazy(async () => ({ default: (await import('./channels/ChannelTabs')).ChannelEpisodes }));
// search21
const SearchScreen = lazy(async () => ({ default: (await import('./search/SearchScreen')).SearchScreen }));
// about21: the about pages.
const AboutScreen = lazy(async () => ({ default: (await import('./about/AboutScreen')).AboutScreen }));
const AboutPodScreen = lazy(async () => ({ default: (await import('./about/AboutPodScreen')).AboutPodScreen }));
// Issue 22: the moderation area's frame; its screens are added below by concept.
const ModerationLayout = lazy(async () => ({
  default: (await import('./moderation/ModerationLayout')).ModerationLayout,
}));
// requests22 / accounts22: sign-up requests and accounts.
const RequestsList = lazy(async () => ({ default: (await import('./user-requests/RequestsList')).RequestsList }));
const RequestDetail = lazy(async () => ({ default: (await import('./user-requests/RequestDetail')).RequestDetail }));
const AccountsList = lazy(async () => ({ default: (await import('./accounts/AccountsList')).AccountsList }));
const AccountDetail = lazy(async () => ({ default: (await import('./accounts/AccountDetail')).AccountDetail }));
// reports22: the moderation reports list and page.
const ReportsList = lazy(async () => ({ default: (await import('./reports/ReportsList')).ReportsList }));
const ReportDetail = lazy(async () => ({ default: (await import('./reports/ReportDetail')).ReportDetail }));
// domains22
const DomainsList = lazy(async () => ({ default: (await import('./domains/DomainsList')).DomainsList }));
const DomainDetail = lazy(async () => ({ default: (await import('./domains/DomainDetail')).DomainDetail }));
// edits22: catalogue editing.
const EditScreen = lazy(async () => ({ default: (await import('./edits/EditScreen')).EditScreen }));
const EditDetailScreen = lazy(async () => ({ default: (await import('./edits/EditScreen')).EditDetailScreen }));
const ManageEdits = lazy(async () => ({ default: (await import('./edits/ManageEdits')).ManageEdits }));
const PluginsScreen = lazy(async () => ({ default: (await import('./plugins/PluginsScreen')).PluginsScreen })); // import23
// users23
const ManageUsersLayout = lazy(async () => ({
  default: (await import('./users/ManageUsersLayout')).ManageUsersLayout,
}));
const UsersTable = lazy(async () => ({ default: (await import('./users/UsersTable')).UsersTable }));
const InvitationsTab = lazy(async () => ({ default: (await import('./invitations/InvitationsTab')).InvitationsTab }));
// settings23
const InstanceSettingsScreen = lazy(async () => ({
  default: (await import('./instance-settings/InstanceSettingsScreen')).InstanceSettingsScreen,
}));
// library23: the library manager.
const ManageLibraryLayout = lazy(async () => ({
  default: (await import('./manage-library/ManageLibraryLayout')).ManageLibraryLayout,
}));
const ManageList = lazy(async () => ({ default: (await import('./manage-library/ManageList')).ManageList }));
const ManageDetail = lazy(async () => ({ default: (await import('./manage-library/ManageDetail')).ManageDetail }));
// Issue 24: each helper's lazy screens below its marker.
// oauthpod24
const AuthorizeScreen = lazy(async () => ({
  default: (await import('./applications/AuthorizeScreen')).AuthorizeScreen,
}));
const NewApplicationScreen = lazy(async () => ({
  default: (await import('./applications/NewApplicationScreen')).NewApplicationScreen,
}));
const EditApplicationScreen = lazy(async () => ({
  default: (await import('./applications/EditApplicationScreen')).EditApplicationScreen,
}));
// end oauthpod24
// oauthclient24
const OAuthCallbackScreen = lazy(async () => ({
  default: (await import('./oauth/CallbackScreen')).CallbackScreen,
}));
// end oauthclient24
// signup24
const SignupScreen = lazy(async () => ({ default: (await import('./signup/SignupScreen')).SignupScreen }));
const EmailConfirmScreen = lazy(async () => ({
  default: (await import('./signup/EmailConfirmScreen')).EmailConfirmScreen,
}));
const PasswordResetScreen = lazy(async () => ({
  default: (await import('./password-reset/PasswordResetScreen')).PasswordResetScreen,
}));
const PasswordResetConfirmScreen = lazy(async () => ({
  default: (await import('./password-reset/PasswordResetConfirmScreen')).PasswordResetConfirmScreen,
}));
// end signup24
// account24
// end account24
// consent24
// end consent24
// The upload screens' commands need the uploader, which starts from a chunk of its own.
// Started when idle after the first screen (bootstrap.ts), or now when an upload screen comes first.
const uploadScreens = async () =>
  (await Promise.all([import('./upload/UploadScreens'), startNow('uploads').then(uploadQueueStarted)]))[0];
const UploadLayout = lazy(async () => ({ default: (await uploadScreens()).UploadLayout }));
const UploadIndex = lazy(async () => ({ default: (await uploadScreens()).UploadIndex }));
const UploadRunning = lazy(async () => ({ default: (await uploadScreens()).UploadRunning }));
const UploadHistory = lazy(async () => ({ default: (await uploadScreens()).UploadHistory }));
const UploadAll = lazy(async () => ({ default: (await uploadScreens()).UploadAll }));

/**
 * The newer interface's route table (spec 01 section 2). Only routes whose screens
 * exist are registered; the guards of routing/guards.ts run in the Shell on every
 * route change, so /index.html and /manage/* are decided there before rendering.
 */
export const routes: RouteObject[] = [
  {
    id: ROUTE_IDS.shell,
    path: '/',
    element: <Shell />,
    children: [
      {
        id: ROUTE_IDS.screens,
        // A screen that fails (its chunk did not load) shows an error inside the shell.
        element: <ScreenBoundary />,
        children: [
          { index: true, element: <HomeScreen /> },
          { path: 'index.html', element: null },
          { path: 'login', element: <LoginScreen /> },
          { path: 'logout', element: <LogoutScreen /> },
          { path: 'instance-chooser', element: <InstanceChooser /> },
          { path: 'favorites', element: <FavoritesScreen /> },
          { path: 'downloads', element: <DownloadsScreen /> },
          { path: 'settings', element: <SettingsScreen /> },
          { path: 'queue', element: <QueueScreen /> },
          // subs19
          { path: 'subscriptions', element: <SubscriptionsScreen /> },
          // notif21
          { path: 'notifications', element: <NotificationsScreen /> },
          {
            path: 'upload',
            element: <UploadLayout />,
            children: [
              { index: true, element: <UploadIndex /> },
              { path: 'running', element: <UploadRunning /> },
              { path: 'history', element: <UploadHistory /> },
              { path: 'all', element: <UploadAll /> },
            ],
          },
          {
            id: ROUTE_IDS.library,
            path: 'library',
            children: [
              { index: true, element: <LibraryHome /> },
              { path: 'artists', element: <ArtistsBrowse /> },
              { path: 'artists/:id', element: <ArtistDetail /> },
              { path: 'albums', element: <AlbumsBrowse /> },
              { path: 'albums/:id', element: <AlbumDetail /> },
              { path: 'tracks/:id', element: <TrackDetail /> },
              { path: 'tags/:id', element: <TagDetail /> },
              { path: 'podcasts', element: <PodcastsBrowse /> },
              { path: 'channels', element: <ChannelsBrowse /> },
              { path: 'playlists', element: <PlaylistsBrowse /> },
              { path: 'playlists/:id', element: <PlaylistDetail /> },
              { path: 'me/artists', element: <ArtistsBrowse scope="me" /> },
              { path: 'me/albums', element: <AlbumsBrowse scope="me" /> },
              { path: 'me/playlists', element: <PlaylistsBrowse scope="me" /> },
              { path: 'radios', element: <RadiosBrowse /> },
              { path: 'me/radios', element: <RadiosBrowse scope="me" /> },
              // radio20
              { path: 'radios/build', element: <RadioBuilder /> },
              { path: 'radios/build/:id', element: <RadioBuilder /> },
              { path: 'radios/:id', element: <RadioDetail /> },
              { path: 'uploads/:id', element: <UploadDetail /> },
              // A library by UUID; LibraryDetail sends anything else to page-not-found.
              { path: ':uuid', element: <LibraryDetail tab="overview" /> },
              { path: ':uuid/albums', element: <LibraryDetail tab="albums" /> },
              { path: ':uuid/tracks', element: <LibraryDetail tab="tracks" /> },
              { path: ':uuid/edit', element: <LibraryDetail tab="edit" /> },
              { path: ':uuid/upload', element: <LibraryDetail tab="upload" /> },
            ],
          },
          // remote18
          { path: 'content/remote', element: <RemoteLibraries /> },
          // Issue 18 (lib18): add and manage content.
          { path: 'content', element: <ContentHome /> },
          { path: 'content/libraries', element: <MyLibraries /> },
          { path: 'content/libraries/create', element: <CreateLibrary /> },
          { path: 'content/libraries/tracks', element: <ContentFiles /> },
          {
            path: 'manage/moderation',
            element: <ModerationLayout />,
            children: [
              { index: true, element: <Navigate replace to="/manage/moderation/reports" /> },
              // reports22
              { path: 'reports', element: <ReportsList /> },
              { path: 'reports/:id', element: <ReportDetail /> },
              // requests22
              { path: 'requests', element: <RequestsList /> },
              { path: 'requests/:id', element: <RequestDetail /> },
              // domains22
              { path: 'domains', element: <DomainsList /> },
              { path: 'domains/:id', element: <DomainDetail /> },
              // accounts22
              { path: 'accounts', element: <AccountsList /> },
              { path: 'accounts/:id', element: <AccountDetail /> },
            ],
          },
          // edits22
          { path: 'library/artists/:id/edit', element: <EditScreen kind="artist" /> },
          { path: 'library/albums/:id/edit', element: <EditScreen kind="album" /> },
          { path: 'library/tracks/:id/edit', element: <EditScreen kind="track" /> },
          { path: 'library/artists/:id/edit/:editId', element: <EditDetailScreen kind="artist" /> },
          { path: 'library/albums/:id/edit/:editId', element: <EditDetailScreen kind="album" /> },
          { path: 'library/tracks/:id/edit/:editId', element: <EditDetailScreen kind="track" /> },
          // Issue 23: administration. Each helper's routes at its marker (paths absolute, as above).
          // settings23: manage/settings
          { path: 'manage/settings', element: <InstanceSettingsScreen /> },
          // users23: manage/users (users, invitations)
          {
            path: 'manage/users',
            element: <ManageUsersLayout />,
            children: [
              { index: true, element: <Navigate replace to="/manage/users/users" /> },
              { path: 'users', element: <UsersTable /> },
              { path: 'invitations', element: <InvitationsTab /> },
            ],
          },
          // library23: manage/library (its frame may take manage/library/edits in as a child)
          {
            path: 'manage/library',
            element: <ManageLibraryLayout />,
            children: [
              { index: true, element: <Navigate replace to="/manage/library/edits" /> },
              { path: 'edits', element: <ManageEdits /> },
              ...(['artists', 'channels', 'albums', 'tracks', 'libraries', 'uploads', 'tags'] as const).flatMap(
                (kind) => [
                  { path: kind, element: <ManageList key={kind} kind={kind} /> },
                  { path: `${kind}/:id`, element: <ManageDetail key={kind} kind={kind} /> },
                ],
              ),
            ],
          },
          // Issue 24: auth. Each helper's routes at its marker (paths absolute, as above).
          // oauthpod24: authorize, settings/applications/new, settings/applications/:id/edit
          { path: 'authorize', element: <AuthorizeScreen /> },
          { path: 'settings/applications/new', element: <NewApplicationScreen /> },
          { path: 'settings/applications/:id/edit', element: <EditApplicationScreen /> },
          // end oauthpod24
          // oauthclient24: auth/callback
          { path: 'auth/callback', element: <OAuthCallbackScreen /> },
          // end oauthclient24
          // signup24: signup, auth/password/reset, auth/password/reset/confirm, auth/email/confirm
          { path: 'signup', element: <SignupScreen /> },
          { path: 'auth/password/reset', element: <PasswordResetScreen /> },
          { path: 'auth/password/reset/confirm', element: <PasswordResetConfirmScreen /> },
          { path: 'auth/email/confirm', element: <EmailConfirmScreen /> },
          // end signup24
          // account24
          // end account24
          // consent24
          // end consent24
          // import23: settings/plugins
          { path: 'settings/plugins', element: <PluginsScreen /> },
          // `/manage` itself and unknown manage paths are decided by the guards (routing/guards.ts).
          // search21
          { path: 'search', element: <SearchScreen /> },
          // about21
          { path: 'about', element: <AboutScreen /> },
          { path: 'about/pod', element: <AboutPodScreen /> },
          // chan19
          {
            path: 'channels/:id',
            element: <ChannelPage />,
            children: [
              { index: true, element: <ChannelOverview /> },
              { path: 'episodes', element: <ChannelEpisodes /> },
            ],
          },
          // profile18: `/@name` and `/@name@domain`; any other one-segment path is page-not-found there.
          {
            path: ':handle',
            element: <ProfileLayout />,
            children: [
              { index: true, element: <ProfileOverview /> },
              { path: 'activity', element: <ProfileActivity /> },
              { path: 'manageUploads', element: <ProfileManageUploads /> },
            ],
          },
          // Developer pages (issue 7): only in builds that ask for them, see dev/routes.tsx.
          ...(import.meta.env.DEV || import.meta.env.VITE_SHOAL_DEV_PAGES === '1' ? devRoutes : []),
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];
