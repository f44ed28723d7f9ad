"""The Xeno ball on screen: camera and picking (pure numpy), meshes, the OpenGL widget."""
