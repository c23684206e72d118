/**
 * @generated SignedSource<<fd5ff3e247793f8b2c194968153b83e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecordPageViewInput = {
  consent: CookieConsentInput;
  path: string;
  visitorId?: string | null | undefined;
};
export type CookieConsentInput = {
  acceptedAt: string;
  version: string;
};
export type usePageViewTrackingRecordMutation$variables = {
  input: RecordPageViewInput;
};
export type usePageViewTrackingRecordMutation$data = {
  readonly recordPageView: {
    readonly __typename: string;
  };
};
export type usePageViewTrackingRecordMutation = {
  response: usePageViewTrackingRecordMutation$data;
  variables: usePageViewTrackingRecordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "recordPageView",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePageViewTrackingRecordMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "usePageViewTrackingRecordMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "be6d2dbe57ffdb19821c362e078070b8",
    "id": null,
    "metadata": {},
    "name": "usePageViewTrackingRecordMutation",
    "operationKind": "mutation",
    "text": "mutation usePageViewTrackingRecordMutation(\n  $input: RecordPageViewInput!\n) {\n  recordPageView(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "7fb913881786dd81efb8ddb467c0d8ad";

export default node;
