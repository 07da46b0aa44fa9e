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
import { LoginScreen } from './auth/LoginScreen';
import { LogoutScreen } from './auth/LogoutScreen';
import { InstanceChooser } from './auth/InstanceChooser';
import { FavoritesScreen } from './favorites/FavoritesScreen';
import { ManagePlaceholder } from './manage/ManagePlaceholder';

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
        ],
      },
      { path: 'manage/*', element: <ManagePlaceholder /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];
