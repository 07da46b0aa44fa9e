// users23: the invitations concept's public face (the invitations tab of manage/users).

export { INVITATIONS_PAGE_SIZE } from './api';
export { INVITATION_CODE_MAX, invitationLink, invitationStatus, type Invitation, type InvitationStatus } from './model';
export { invitationKeys, useCreateInvitation, useDeleteInvitations, useInvitations } from './queries';
