import type { RouteObject } from 'react-router';
import { Shell } from './shell/Shell';
import { NotFound } from './shell/NotFound';
import { HomeScreen } from './home/HomeScreen';
import { LibraryHome } from './library/LibraryHome';
import { ArtistsBrowse } from './library/ArtistsBrowse';
import { AlbumsBrowse } from './library/AlbumsBrowse';
import { ArtistDetail } from './library/ArtistDetail';
import { AlbumDetail } from './library/AlbumDetail';
import { TrackDetail } from './library/TrackDetail';
import { TagDetail } from './library/TagDetail';
import { ChannelsBrowse } from './library/ChannelsBrowse';
import { PodcastsBrowse } from './library/PodcastsBrowse';
import { PlaylistsBrowse } from './library/PlaylistsBrowse';
import { PlaylistDetail } from './library/PlaylistDetail';
import { LibraryDetail } from './library/LibraryDetail';
import { UploadDetail } from './library/UploadDetail';
import { QueueScreen } from './player/QueueScreen';
import { RadiosBrowse } from './player/RadiosBrowse';
import { LoginScreen } from './auth/LoginScreen';
import { LogoutScreen } from './auth/LogoutScreen';
import { InstanceChooser } from './auth/InstanceChooser';
import { FavoritesScreen } from './favorites/FavoritesScreen';
import { DownloadsScreen } from './downloads/DownloadsScreen';
import { SettingsScreen } from './settings/SettingsScreen';
import { ManagePlaceholder } from './manage/ManagePlaceholder';
import { devRoutes } from './dev/routes';
import { UploadAll, UploadHistory, UploadIndex, UploadLayout, UploadRunning } from './upload/UploadScreens';

/**
 * The newer interface's route table (spec 01 section 2). Only routes whose screens
 * exist are registered; the guards of routing/guards.ts run in the Shell on every
 * route change, so /index.html and /manage/* are decided there before rendering.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Shell />,
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
          { path: 'uploads/:id', element: <UploadDetail /> },
          // A library by UUID; LibraryDetail sends anything else to page-not-found.
          { path: ':uuid', element: <LibraryDetail tab="overview" /> },
          { path: ':uuid/albums', element: <LibraryDetail tab="albums" /> },
          { path: ':uuid/tracks', element: <LibraryDetail tab="tracks" /> },
        ],
      },
      { path: 'manage/*', element: <ManagePlaceholder /> },
      // Developer pages (issue 7): only in builds that ask for them, see dev/routes.tsx.
      ...(import.meta.env.DEV || import.meta.env.VITE_SHOAL_DEV_PAGES === '1' ? devRoutes : []),
      { path: '*', element: <NotFound /> },
    ],
  },
];
